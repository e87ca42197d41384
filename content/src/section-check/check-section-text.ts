/**
 * Every check `content check` and the review gate run on one translated section, on its text alone:
 * the same functions content check calls per file (check/*-findings.ts, qa/section-qa-findings.ts:
 * Markdown, content syntax, the heading's plain text, unclosed blocks, limits, English left in, the
 * translation QA, avoided renderings, printed chapters), given plain data: browser-safe. Whether a
 * local image exists is left to `content check` (a browser cannot see the repository's files).
 */
import { outlineContent } from '@polyhedral/markdown';
import { avoidedTermFindings } from '../check/avoided-term-findings.ts';
import { contentSyntaxFindings } from '../check/content-syntax-findings.ts';
import { markdownFindings } from '../check/markdown-findings.ts';
import { bodyInvisibleFindings, plainTextFindings } from '../check/plain-text-findings.ts';
import { printedChapterFindings } from '../check/printed-chapter-findings.ts';
import { unclosedBlockFindings } from '../check/unclosed-block-findings.ts';
import { untranslatedFindings } from '../check/untranslated-text.ts';
import { compareFindings, type Finding, makeFinding } from '../findings/finding.ts';
import { nestingFinding, sectionSizeFinding } from '../loader/section-limits.ts';
import { unpairedNumberFindings } from '../numbers/unpaired-number-findings.ts';
import { changedNumberFindings } from '../qa/changed-numbers.ts';
import { qaSectionFindings } from '../qa/section-qa-findings.ts';
import { keepsHeading } from '../sections/keeps-heading.ts';
import type { SectionCheckInput, SectionFinding } from './section-check-types.ts';

const SECTION_START = { line: 1, column: 1 };

const idSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function asSet(ids: readonly string[]): ReadonlySet<string> {
  let set = idSets.get(ids);
  if (!set) {
    set = new Set(ids);
    idSets.set(ids, set);
  }
  return set;
}

function isIntro(input: SectionCheckInput): boolean {
  return input.translation.intro ?? input.intro ?? input.english?.intro ?? false;
}

/** The typed heading (line 1) when it is the section's own: its depth and text. */
function ownHeading(input: SectionCheckInput) {
  if (isIntro(input)) return undefined;
  const first = outlineContent(input.translation.markdown).headings[0];
  return first && first.line === 1 && first.id === input.id ? first : undefined;
}

function translationQa(input: SectionCheckInput, depth: number): SectionFinding[] {
  const { english, translation } = input;
  if (!english) {
    // No English to hold it to: the core's facts and the numbers' forms, and every number changed since the starting text.
    const section = { id: input.id, locale: input.locale };
    return [
      ...unpairedNumberFindings(translation.markdown, input.glossary.facts ?? [], section),
      ...(input.starting === undefined
        ? []
        : changedNumberFindings(input.starting, translation.markdown, section)),
    ];
  }
  const intro = isIntro(input);
  if (intro && translation.markdown === '' && english.markdown === '') return [];
  const findings = qaSectionFindings({
    id: input.id,
    locale: input.locale,
    english: { markdown: english.markdown, depth: english.depth },
    translation: { markdown: translation.markdown, depth },
    exceptions: input.exceptions,
    glossary: input.glossary,
  });
  // An intro's findings at their lines in its text, as content check places them in the file.
  return findings;
}

/** The findings of `content check` on this section's text, in text order. */
export function checkSectionText(input: SectionCheckInput): SectionFinding[] {
  const text = input.translation.markdown;
  const section = { id: input.id, locale: input.locale };
  // Text a parser must not be given: reported alone, as the loader does for a file.
  const limit = sectionSizeFinding(input.id, text, SECTION_START) ?? nestingFinding(text);
  if (limit) return [limit];
  const heading = ownHeading(input);
  // Text that is no longer this one section: the writer and `content import` refuse it.
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  const structure = keepsHeading(normalized, input.id, isIntro(input))
    ? []
    : [makeFinding('content.section.heading-changed', SECTION_START, { id: input.id })];
  const findings: Finding[] = [
    ...structure,
    ...markdownFindings(text, input.locale, {
      knownRuleIds: asSet(input.knownRuleIds),
      knownTermIds: asSet(input.knownTermIds),
    }),
    ...contentSyntaxFindings(text, () => null),
    ...bodyInvisibleFindings(text, (line) => heading !== undefined && line === heading.line),
    ...(heading ? plainTextFindings(heading.text, { line: heading.line, column: heading.column }) : []),
    ...unclosedBlockFindings(text),
    ...untranslatedFindings(text, section),
    ...translationQa(input, heading?.depth ?? input.translation.depth),
    ...avoidedTermFindings(text, section, input.glossary),
    ...printedChapterFindings(text, input.locale),
  ];
  return findings.sort(compareFindings);
}
