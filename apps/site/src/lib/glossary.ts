/** The glossary as the site uses it (names and definitions come from @polyhedral/i18n). */
import {
  definitionsOf,
  intlLocale,
  type Locale,
  nameOf,
  sortedTerms,
  termDefinition,
  termName,
} from '@polyhedral/i18n';

export interface GlossaryEntry {
  id: string;
  ruleId: string;
  category: string;
  name: string;
}

/** Every term in the reader's dictionary order. */
export function glossaryEntries(locale: Locale): GlossaryEntry[] {
  return sortedTerms(locale).map((term) => ({
    id: term.id,
    ruleId: term.ruleId,
    category: term.category,
    name: nameOf(term, locale) || term.names.en,
  }));
}

export function termNameIn(id: string, locale: Locale): string {
  return termName(id, locale) ?? id;
}

/** The BCP 47 tag of the language a definition is written in (English when the locale lacks it). */
export function termDefinitionLang(id: string, locale: Locale): string {
  return intlLocale(definitionsOf(locale)[id] === undefined ? 'en' : locale);
}

/** The definition as plain text (Markdown emphasis and links reduced to their words). */
export function termDefinitionText(id: string, locale: Locale): string {
  return plainText(termDefinition(id, locale) ?? '');
}

export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where a glossary page's text comes from: the term names and definitions summarize the SRD 5.2
 * rules glossary (English), in Thai and Chinese as translations made for this site.
 */
export function glossarySources(locale: Locale): string[] {
  return locale === 'en' ? ['srd-5.2'] : ['srd-5.2', `polyhedral-${locale}`];
}
