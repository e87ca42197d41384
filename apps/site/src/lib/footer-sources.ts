import { derivedText } from '@polyhedral/content';
import { intlLocale, isDerivedLocale, type Locale, writtenLocaleOf } from '@polyhedral/i18n';
import type { SiteSource } from './site-sources.ts';

export interface FooterSources {
  /** The sources of the page's text, in content/sources.yaml order (the SRD first). */
  sources: SiteSource[];
  /** Whether any of that text is SRD 5.2 material or derived from it (the CC-BY statement applies). */
  srdStatement: boolean;
}

/** The footer's list for a page that shows text from `keys` (unknown keys are ignored). */
export function footerSources(all: readonly SiteSource[], keys: readonly string[]): FooterSources {
  const wanted = new Set(keys);
  const sources = all.filter((source) => wanted.has(source.key));
  const srdStatement = sources.some((source) => source.key === 'srd-5.2' || source.derivedFrom === 'srd-5.2');
  return { sources, srdStatement };
}

/** A source's name and licence in the reader's language (sources.yaml `localized`), with its `lang`. */
export function sourceName(
  source: SiteSource,
  locale: Locale,
): { title: string; license: string; lang: string } {
  if (locale === 'en') return { title: source.title, license: source.license, lang: intlLocale('en') };
  const written = writtenLocaleOf(locale);
  if (written === 'en') return { title: source.title, license: source.license, lang: intlLocale('en') };
  const { title, license } = source.localized[written];
  // A derived locale reads its source locale's names converted (zh -> zh-hant).
  if (isDerivedLocale(locale)) {
    return {
      title: derivedText(locale, title),
      license: derivedText(locale, license),
      lang: intlLocale(locale),
    };
  }
  return { title, license, lang: intlLocale(locale) };
}
