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
  /** Where its rule comes from when not from the source documents (name and licence). */
  source?: { name: string; licence: string };
}

/** Every term in the reader's dictionary order. */
export function glossaryEntries(locale: Locale): GlossaryEntry[] {
  return sortedTerms(locale).map((term) => ({
    id: term.id,
    ruleId: term.ruleId,
    category: term.category,
    name: nameOf(term, locale) || term.names.en,
    ...(term.source ? { source: term.source } : {}),
  }));
}

const TERM_RULE_IDS: ReadonlySet<string> = new Set(sortedTerms('en').map((term) => term.ruleId));

/** Whether `ruleId` is the section a glossary term links to: weighed above the listings in search (issue 46). */
export function definesTerm(ruleId: string): boolean {
  return TERM_RULE_IDS.has(ruleId);
}

/** The search weight of a rule heading that defines a term: Pagefind's highest. */
export const TERM_RULE_HEADING_WEIGHT = '10';

/** The search weight of a term's name on the glossary's own pages: above body text, below a rule's heading. */
export const GLOSSARY_NAME_WEIGHT = '2';

/** The search weight of text restating the rules (glossary, quick reference): below the defining rule. */
export const LISTING_WEIGHT = '0.5';

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

/** A glossary page's sources: the SRD 5.2 rules glossary, and this site's translations of it. */
export function glossarySources(locale: Locale): string[] {
  return locale === 'en' ? ['srd-5.2'] : ['srd-5.2', `polyhedral-${locale}`];
}
