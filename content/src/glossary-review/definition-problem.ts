/**
 * What the import refuses in a glossary definition, and the review page checks as the reader types
 * (one check, two callers): text in the wrong script for the locale, markup or a link (a definition
 * is plain text on the page), and a form the glossary rejects. Browser-safe: the avoided forms come
 * as a finder, @polyhedral/i18n's glossary in Node (import-glossary.ts), the locale's SectionGlossary
 * on the page (checkDefinitionText).
 */
import { avoidedFormsAmong } from '@polyhedral/i18n';
import { wrongScript } from '../handback/wrong-script.ts';
import type { ReaderLocale } from '../model/types.ts';
import { type TextNumberProblem, textNumberProblems } from '../numbers/text-number-findings.ts';
import type { SectionGlossary } from '../qa/section-glossary.ts';

export type DefinitionProblemCode =
  | 'handback.glossary.wrong-script'
  | 'handback.glossary.markup'
  | 'handback.glossary.avoided'
  | TextNumberProblem['code'];

export interface DefinitionProblem {
  code: DefinitionProblemCode;
  params: Record<string, string | number>;
}

/** Markup a definition (plain text on the page) never holds: tags, entities, Markdown links. */
const MARKUP = /[<>]|&[#a-z0-9]+;|\]\(/iu;

/**
 * The first problem of a definition's text for `locale`, or null. Given the English definition, its
 * numbers too: each number, sign, dice expression, multiplier and unit at its place (the number
 * check of sections, numbers/text-number-findings.ts: "DC 10" written "DC 11" is refused).
 */
export function definitionProblem(
  locale: ReaderLocale,
  text: string,
  avoided: (text: string) => { form: string; term: string } | undefined,
  english?: string,
): DefinitionProblem | null {
  const script = wrongScript(locale, text);
  if (script) return { code: 'handback.glossary.wrong-script', params: { locale, scriptKey: script } };
  if (MARKUP.test(text)) return { code: 'handback.glossary.markup', params: {} };
  const form = avoided(text);
  if (form) return { code: 'handback.glossary.avoided', params: { form: form.form, avoidedTerm: form.term } };
  const [numbers] = english === undefined ? [] : textNumberProblems(english, text, locale);
  return numbers ? { code: numbers.code, params: { ...numbers.params, locale } } : null;
}

/** definitionProblem with the avoided forms of the locale's glossary as plain data (the review page's). */
export function checkDefinitionText(
  locale: ReaderLocale,
  text: string,
  glossary: SectionGlossary,
  english?: string,
): DefinitionProblem | null {
  const names = glossary.terms.flatMap((term) => (term.local ? [term.local] : []));
  const rejected = glossary.terms
    .filter((term) => term.avoid.length > 0)
    .map((term) => ({ term: term.id, forms: term.avoid }));
  const problem = definitionProblem(
    locale,
    text,
    (value) => avoidedFormsAmong(value, names, rejected)[0],
    english,
  );
  if (problem?.code !== 'handback.glossary.avoided') return problem;
  // The reader is told the glossary's name in the locale, not the term's ID.
  const name = glossary.terms.find((term) => term.id === problem.params.avoidedTerm)?.local;
  return { ...problem, params: { ...problem.params, name: name ?? String(problem.params.form) } };
}
