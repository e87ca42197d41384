import type { Locale } from './locales.ts';

/**
 * Collation tags: Thai dictionary order for th, Hanyu Pinyin order for Simplified Chinese, stroke
 * order (the order of Taiwan's dictionaries and indexes) for Traditional Chinese.
 */
const COLLATION_LOCALES: Record<Locale, string> = {
  en: 'en',
  th: 'th',
  zh: 'zh-CN-u-co-pinyin',
  'zh-hant': 'zh-Hant-TW-u-co-stroke',
};

export function collationLocale(locale: Locale): string {
  return COLLATION_LOCALES[locale];
}

/** A comparator for sorting term names in a locale's dictionary order (case and accent aware). */
export function compareTermNames(locale: Locale): (a: string, b: string) => number {
  const collator = new Intl.Collator(COLLATION_LOCALES[locale], { usage: 'sort', numeric: true });
  return (a, b) => collator.compare(a, b);
}
