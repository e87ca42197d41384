/**
 * The list of locales and the source locale, apart from the rest of locales.ts so a bundle takes
 * only what it uses: the written/derived/translated groups (locale-kinds.ts) are used by the content
 * tools and the review checks, not by every page's script (Rollup keeps a module whole in one chunk).
 * Import from locales.ts (or the package's entries), which re-exports both.
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
