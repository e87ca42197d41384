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
  const names = [...new Set(terms.map((term) => term.names[locale]))];
  const spans = names.flatMap((name) => occurrences(text, name).map((at) => [at, at + name.length] as const));
  const found: AvoidedForm[] = [];
  for (const term of terms) {
    for (const form of term.avoid?.[locale] ?? []) {
      for (const index of occurrences(text, form)) {
        const end = index + form.length;
        const inName = spans.some(
          ([from, to]) => from < end && to > index && (to > end || (from < index && to >= end)),
        );
        if (!inName) found.push({ form, term: term.id, index });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
