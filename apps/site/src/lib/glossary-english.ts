/**
 * A translated glossary entry's English for the "Show the English" view (issue 102): its definition
 * in English, as one block of one section named after the term, in the shape of a rule page's
 * English file (lib/page-english.ts), fetched on first use from `/<locale>/glossary/<TermId>/english.json`.
 */
import { intlLocale, type Locale } from '@polyhedral/i18n';
import { termDefinitionLang, termDefinitionText } from './glossary.ts';
import type { PageEnglish } from './page-english.ts';

/** The entry's English file; undefined in English, or where the definition is shown in English already. */
export function glossaryEnglish(locale: Locale, termId: string): PageEnglish | undefined {
  if (locale === 'en' || termDefinitionLang(termId, locale) !== intlLocale(locale)) return undefined;
  const english = termDefinitionText(termId, 'en');
  if (!english) return undefined;
  return { sections: [{ id: termId, en: [[0]], blocks: [['paragraph', english]] }] };
}
