import { compareTermNames } from '../collation.ts';
import { derivedLocaleData } from '../derived-locale-data.ts';
import { isDerivedLocale, type Locale, type TranslatedLocale, type WrittenLocale } from '../locales.ts';
import { type AvoidedForm, avoidedFormsIn } from './avoided-forms.ts';
import definitionsEn from './definitions.en.json' with { type: 'json' };
import definitionsTh from './definitions.th.json' with { type: 'json' };
import definitionsZh from './definitions.zh.json' with { type: 'json' };
import terms from './terms.json' with { type: 'json' };
import type { GlossaryDefinitions, GlossaryTerm } from './types.ts';

export type { AvoidedForm } from './avoided-forms.ts';
export type { GlossaryDefinitions, GlossaryTerm } from './types.ts';
export { TERM_CATEGORIES } from './types.ts';

/** Every glossary term in file order (grouped by category). The glossary test validates the data. */
export const glossaryTerms: readonly GlossaryTerm[] = terms as GlossaryTerm[];

/** The written locales' definitions (a derived locale's are made in Node: derived-locale-data.ts). */
export const glossaryDefinitions: Readonly<Record<WrittenLocale, GlossaryDefinitions>> = {
  en: definitionsEn,
  th: definitionsTh,
  zh: definitionsZh,
};

/** Terms by id, made on the first look-up (a module that only imports the package builds no map). */
let byId: Map<string, GlossaryTerm> | undefined;
function termsById(): Map<string, GlossaryTerm> {
  byId ??= new Map(glossaryTerms.map((term) => [term.id, term]));
  return byId;
}

export function isTermId(id: string): boolean {
  return termsById().has(id);
}

/** The term with this id, or undefined for an unknown id (content checks report those). */
export function getTerm(id: string): GlossaryTerm | undefined {
  return termsById().get(id);
}

/** The term's name in a locale (a derived locale's from its installed words), or undefined for an unknown id. */
export function termName(id: string, locale: Locale): string | undefined {
  const term = termsById().get(id);
  if (term === undefined) return undefined;
  return isDerivedLocale(locale) ? derivedLocaleData(locale).termNames[id] : term.names[locale];
}

/** The term's name in a locale, for a term taken from the glossary (English if a derived locale lacks it). */
export function nameOf(term: GlossaryTerm, locale: Locale): string {
  if (!isDerivedLocale(locale)) return term.names[locale];
  return derivedLocaleData(locale).termNames[term.id] ?? term.names.en;
}

/** Every definition of a locale (a derived locale's from its installed words). */
export function definitionsOf(locale: Locale): GlossaryDefinitions {
  return isDerivedLocale(locale) ? derivedLocaleData(locale).definitions : glossaryDefinitions[locale];
}

/** The term's one- or two-sentence definition, English when the locale lacks it; undefined for an unknown id. */
export function termDefinition(id: string, locale: Locale): string | undefined {
  if (!termsById().has(id)) return undefined;
  return definitionsOf(locale)[id] ?? glossaryDefinitions.en[id];
}

/** All terms in the locale's dictionary order of their names (Thai order for th, pinyin for zh). */
export function sortedTerms(locale: Locale): GlossaryTerm[] {
  const compare = compareTermNames(locale);
  return [...glossaryTerms].sort(
    (a, b) => compare(nameOf(a, locale), nameOf(b, locale)) || compare(a.id, b.id),
  );
}

/** The rejected renderings (terms' `avoid` lists) a th or zh text uses, in text order. */
export function findAvoidedForms(text: string, locale: TranslatedLocale): AvoidedForm[] {
  return avoidedFormsIn(text, locale, glossaryTerms);
}
