/**
 * The locales and the source locale, apart from locale-kinds.ts so a page's script does not take
 * the groups only tools use (Rollup keeps a module whole). Import from locales.ts.
 */
export const LOCALES = ['en', 'th', 'zh', 'zh-hant'] as const;

export type Locale = (typeof LOCALES)[number];

/** English: the source language every resource and every rule text is written in first. */
export const SOURCE_LOCALE = 'en' satisfies Locale;

/**
 * The locale shown when none is asked for: the source locale, under the name its callers mean.
 * @alias
 */
export const DEFAULT_LOCALE: Locale = SOURCE_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
