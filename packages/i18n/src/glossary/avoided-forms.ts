import type { TranslatedLocale } from '../locales.ts';
import type { GlossaryTerm } from './types.ts';

/** A rejected rendering found in a text: the form, the term that rejects it and where it starts. */
export interface AvoidedForm {
  form: string;
  term: string;
  index: number;
}

function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) found.push(at);
  return found;
}

/** A term's rejected renderings in one language. */
export interface RejectedForms {
  term: string;
  forms: readonly string[];
}

/**
 * The rejected renderings (`avoid` lists) a text of this locale uses, in text order. A use that
 * is part of a glossary name is not one: a name around it (zh 盗贼黑话, Thieves' Cant, holds
 * 盗贼) or a name that starts inside it and runs on past its end (th บนตาราง|ช่อง, "on the grid",
 * ends in the name ตารางช่อง).
 */
export function avoidedFormsIn(
  text: string,
  locale: TranslatedLocale,
  terms: readonly GlossaryTerm[],
): AvoidedForm[] {
  const lists = glossaryListsOf(terms, locale);
  return avoidedFormsAmong(text, lists.names, lists.rejected);
}

interface GlossaryLists {
  names: readonly string[];
  rejected: readonly RejectedForms[];
}

/** A glossary's names and rejected forms in one language, listed once per glossary (a check asks per string). */
const listsByGlossary = new WeakMap<readonly GlossaryTerm[], Map<TranslatedLocale, GlossaryLists>>();

function glossaryListsOf(terms: readonly GlossaryTerm[], locale: TranslatedLocale): GlossaryLists {
  let byLocale = listsByGlossary.get(terms);
  if (!byLocale) {
    byLocale = new Map();
    listsByGlossary.set(terms, byLocale);
  }
  let lists = byLocale.get(locale);
  if (!lists) {
    lists = {
      names: terms.map((term) => term.names[locale]),
      rejected: terms
        .map((term) => ({ term: term.id, forms: term.avoid?.[locale] ?? [] }))
        .filter((entry) => entry.forms.length > 0),
    };
    byLocale.set(locale, lists);
  }
  return lists;
}

/**
 * The rejected forms a text uses, in text order, given the language's glossary names and each
 * term's rejected forms in that language (avoidedFormsIn for a locale of the glossary; the
 * zh-Hant converter for the converted zh lists).
 */
export function avoidedFormsAmong(
  text: string,
  glossaryNames: readonly string[],
  rejected: readonly RejectedForms[],
): AvoidedForm[] {
  const uses: AvoidedForm[] = [];
  for (const { term, forms } of rejected) {
    for (const form of forms) {
      for (const index of occurrences(text, form)) uses.push({ form, term, index });
    }
  }
  // Most texts use no rejected form: the names are looked for only around one that does.
  if (uses.length === 0) return uses;
  const names = [...new Set(glossaryNames)];
  const spans = names.flatMap((name) => occurrences(text, name).map((at) => [at, at + name.length] as const));
  const found = uses.filter(({ form, index }) => {
    const end = index + form.length;
    return !spans.some(([from, to]) => from < end && to > index && (to > end || (from < index && to >= end)));
  });
  return found.sort((a, b) => a.index - b.index);
}
