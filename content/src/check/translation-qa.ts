/**
 * Translation QA: a translated section is held to its English original mechanically.
 * Errors: a number written in digits or a dice expression of the English missing from the
 * translation, a `rule:`/`term:` link target missing or added, a directive changed, a heading at
 * another level. Warnings: list items or table rows in another count, a linked or named glossary
 * term not written with the glossary's name for the locale. Deliberate differences are declared
 * in content/qa-exceptions.yaml with a reason.
 */
import { glossaryTerms, termName } from '@polyhedral/i18n';
import {
  type ContentModel,
  type Section,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '../model/types.ts';
import { isQaException, loadQaExceptions, type QaExceptions } from '../qa/qa-exceptions.ts';
import { type SectionFacts, sectionFacts } from '../qa/section-facts.ts';
import { termsNamedIn } from '../qa/terms-named-in.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

/** Glossary terms whose English name is distinctive enough to look for in prose (two words or more). */
const NAMED_TERMS = glossaryTerms.filter((term) => term.names.en.includes(' '));

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function countDifference(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((value) => {
    const at = left.indexOf(value);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Terms the English section links (`term:X`) or names in prose ("Hit Points"), by id. */
function termsOf(english: SectionFacts): string[] {
  const linked = english.links.filter((link) => link.startsWith('term:')).map((link) => link.slice(5));
  const named = termsNamedIn(english.text, NAMED_TERMS);
  return distinct([...linked, ...named]);
}

function compareSection(
  english: Section,
  local: Section,
  locale: TranslatedLocale,
  exceptions: QaExceptions,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = local.position;
  const report = (ruleId: Parameters<typeof makeDiagnostic>[0], params: Record<string, string | number>) =>
    diagnostics.push(makeDiagnostic(ruleId, local.file, at, { id: english.id, locale, ...params }));
  if (english.depth !== local.depth) {
    report('qa-heading-level', { expected: english.depth, found: local.depth });
  }
  const source = sectionFacts(english.markdown);
  const target = sectionFacts(local.markdown);
  const excepted = (kind: 'number' | 'dice' | 'link', value: string) =>
    isQaException(exceptions, locale, english.id, kind, value);

  for (const value of distinct(source.numbers)) {
    if (!target.numbers.includes(value) && !excepted('number', value)) report('qa-number-missing', { value });
  }
  for (const value of distinct(source.dice)) {
    if (!target.dice.includes(value) && !excepted('dice', value)) report('qa-dice-missing', { value });
  }
  for (const value of distinct(source.links)) {
    if (!target.links.includes(value) && !excepted('link', value)) report('qa-link-missing', { value });
  }
  for (const value of distinct(target.links)) {
    if (!source.links.includes(value) && !excepted('link', value)) report('qa-link-extra', { value });
  }
  const changed = [
    ...countDifference(source.directives, target.directives),
    ...countDifference(target.directives, source.directives),
  ];
  if (changed.length > 0) {
    report('qa-directive-mismatch', {
      expected: source.directives.join(' ') || '(none)',
      found: target.directives.join(' ') || '(none)',
    });
  }
  if (source.listItems !== target.listItems) {
    report('qa-list-count', { expected: source.listItems, found: target.listItems });
  }
  if (source.tableRows !== target.tableRows) {
    report('qa-table-rows', { expected: source.tableRows, found: target.tableRows });
  }
  for (const term of termsOf(source)) {
    const name = termName(term, locale);
    if (name && !target.text.includes(name)) report('qa-term-name', { term, name });
  }
  return diagnostics;
}

export function checkTranslationQa(model: ContentModel, exceptions?: QaExceptions): Diagnostic[] {
  const declared = exceptions ?? loadQaExceptions(model.root);
  const diagnostics: Diagnostic[] = [];
  for (const [id, entry] of model.sections) {
    const english = entry.en;
    if (!english) continue;
    for (const locale of TRANSLATED_LOCALES) {
      const local = entry[locale];
      if (!local || !hasTranslation(model, locale, id)) continue;
      if (local.intro && local.markdown === '' && english.markdown === '') continue;
      diagnostics.push(...compareSection(english, local, locale, declared));
    }
  }
  return diagnostics;
}
