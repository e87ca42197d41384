/**
 * What the import refuses in a glossary definition and the review page checks while the reader
 * types: invisible characters, the wrong script or no letter of its own, markup or a link, a book
 * chapter, an avoided form. Browser-safe: the avoided forms come as a finder (i18n's glossary in
 * Node, the locale's SectionGlossary on the page).
 */
import { avoidedFormsAmong } from '@polyhedral/i18n';
import type { SectionGlossary } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import { type TextNumberProblem, textNumberProblems } from '../numbers/text-number-findings.ts';
import { wrongScript } from './wrong-script.ts';

export type DefinitionProblemCode =
  | 'handback.glossary.invisible'
  | 'handback.glossary.wrong-script'
  | 'handback.glossary.untranslated'
  | 'handback.glossary.markup'
  | 'handback.glossary.chapter'
  | 'handback.glossary.avoided'
  | TextNumberProblem['code'];

export interface DefinitionProblem {
  code: DefinitionProblemCode;
  params: Record<string, string | number>;
}

/** Markup a definition (plain text on the page) never holds: tags, entities, Markdown links, bare addresses. */
const MARKUP = /[<>]|&[#a-z0-9]+;|\]\(|\b(?:https?:\/\/|www\.)\S/iu;

/**
 * Characters a reader cannot see and that change what the text says or how it reads: direction
 * marks, overrides and isolates (a right-to-left override turns "DC 10" into "01 CD" on screen),
 * zero-width spaces and joiners, the byte order mark.
 */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** A letter of the locale's own script: a definition with letters but none of these is not translated. */
const OWN_SCRIPT: Record<ReaderLocale, RegExp> = {
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
  'zh-hant': /\p{Script=Han}/u,
};

/** A book's chapter ("Chapter 7", บทที่ 7, 第7章): the SRD 5.2 has no chapters to point at; name the rule. */
const CHAPTER = /\bchapter\s*\d|บทที่\s*[\d๐-๙]|第\s*[\d一二三四五六七八九十]+\s*章/iu;

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
  if (INVISIBLE.test(text)) return { code: 'handback.glossary.invisible', params: {} };
  const script = wrongScript(locale, text);
  if (script) return { code: 'handback.glossary.wrong-script', params: { locale, scriptKey: script } };
  if (/\p{L}/u.test(text) && !OWN_SCRIPT[locale].test(text))
    return { code: 'handback.glossary.untranslated', params: {} };
  if (MARKUP.test(text)) return { code: 'handback.glossary.markup', params: {} };
  if (CHAPTER.test(text)) return { code: 'handback.glossary.chapter', params: {} };
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
