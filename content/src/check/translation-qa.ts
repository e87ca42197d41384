/**
 * Translation QA: a translated section (and a zh-hant hand-written one) held to its English
 * mechanically. Errors: a number, sign, dice, multiplier or unit not at its place in the block that
 * stands for the English one (numbers/section-number-findings.ts), a `rule:`/`term:` link target
 * missing or added, a directive changed, a heading at another level. Warnings: list items or table
 * rows in another count, a glossary term not in the locale's name. Deliberate differences are
 * declared in content/qa-exceptions.yaml with a reason.
 */

import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import {
  type ContentLocale,
  type ContentModel,
  REVIEWED_LOCALES,
  type ReaderLocale,
  type Section,
} from '../model/types.ts';
import { siblingDiceFindings } from '../numbers/sibling-dice-findings.ts';
import { unpairedNumberFindings } from '../numbers/unpaired-number-findings.ts';
import { glossaryOfLocale } from '../qa/glossary-of-locale.ts';
import { loadQaExceptions, type QaExceptions } from '../qa/qa-exceptions.ts';
import { qaSection } from '../qa/section-qa.ts';
import { hasTranslation } from '../resolve/has-translation.ts';

/** The findings of one section (check/section-qa.ts) placed in the translated file. */
function compareSection(
  english: Section,
  local: Section,
  locale: ReaderLocale,
  exceptions: QaExceptions,
): Diagnostic[] {
  const findings = qaSection({
    id: english.id,
    locale,
    english: { markdown: english.markdown, depth: english.depth },
    translation: { markdown: local.markdown, depth: local.depth },
    exceptions,
  });
  return findings.map(({ english: _english, line, column, ...finding }) => {
    // The section's Markdown starts at its position (an intro's where its trimmed text does).
    const inFile =
      line === 1
        ? { line: local.position.line, column: local.position.column + column - 1 }
        : { line: local.position.line + line - 1, column };
    return { ...finding, file: local.file, ...inFile };
  });
}

/**
 * A section with no English is held to the numbers the core holds and to the numbers' forms
 * (numbers/unpaired-number-findings.ts), and to the dice of each other translation of it
 * (numbers/sibling-dice-findings.ts).
 */
function checkTranslationOnly(entry: Partial<Record<ContentLocale, Section>>): Diagnostic[] {
  const carried = REVIEWED_LOCALES.flatMap((locale) => {
    const local = entry[locale];
    return local && local.markdown.length <= MAX_SECTION_BYTES ? [{ locale, local }] : [];
  });
  return carried.flatMap(({ locale, local }) => {
    const facts = glossaryOfLocale(locale).facts ?? [];
    const section = { id: local.id, locale };
    const siblings = carried
      .filter((other) => other.locale !== locale)
      .flatMap((other) =>
        siblingDiceFindings(
          local.markdown,
          { locale: other.locale, markdown: other.local.markdown },
          section,
        ),
      );
    return [...unpairedNumberFindings(local.markdown, facts, section), ...siblings].map((finding) =>
      inFile(
        {
          ...finding,
          line: local.position.line + finding.line - 1,
          column: finding.line === 1 ? local.position.column + finding.column - 1 : finding.column,
        },
        local.file,
      ),
    );
  });
}

export function checkTranslationQa(model: ContentModel, exceptions?: QaExceptions): Diagnostic[] {
  const declared = exceptions ?? loadQaExceptions(model.root);
  const diagnostics: Diagnostic[] = [];
  for (const [id, entry] of model.sections) {
    const english = entry.en;
    if (!english) {
      diagnostics.push(...checkTranslationOnly(entry));
      continue;
    }
    for (const locale of REVIEWED_LOCALES) {
      const local = entry[locale];
      if (!local || !hasTranslation(model, locale, id)) continue;
      if (local.intro && local.markdown === '' && english.markdown === '') continue;
      // An oversized section is reported by the loader (section-too-large) and not compared.
      if (Math.max(local.markdown.length, english.markdown.length) > MAX_SECTION_BYTES) continue;
      diagnostics.push(...compareSection(english, local, locale, declared));
    }
  }
  return diagnostics;
}
