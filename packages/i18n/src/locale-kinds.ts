/**
 * Written, derived and translated locales (see locales.ts, which re-exports them): a module of its
 * own so a page that only names and formats locales does not carry these groups.
 */
import { isLocale, LOCALES, type Locale, SOURCE_LOCALE } from './locale-list.ts';

/**
 * Locales made from another locale's text at build time, each with the locale it is made from:
 * Traditional Chinese (Taiwan) converted from the Simplified text (OpenCC plus the glossary's own
 * zh-Hant names). A hand-written string or section of a derived locale wins over the generated one.
 */
export const DERIVED_LOCALES = { 'zh-hant': 'zh' } as const satisfies Partial<Record<Locale, Locale>>;

/** A locale whose text is generated from another locale's (DERIVED_LOCALES). */
export type DerivedLocale = keyof typeof DERIVED_LOCALES;

/** A locale whose strings and rule text are written by people (every locale but the derived ones). */
export type WrittenLocale = Exclude<Locale, DerivedLocale>;

/** A locale translated from English by people (its text is checked, stamped and reviewed against English). */
export type TranslatedLocale = Exclude<WrittenLocale, typeof SOURCE_LOCALE>;

export function isDerivedLocale(value: unknown): value is DerivedLocale {
  return typeof value === 'string' && Object.hasOwn(DERIVED_LOCALES, value);
}

/** The written locales, in LOCALES order: the languages the rules text and the strings are written in. */
export const WRITTEN_LOCALES: readonly WrittenLocale[] = LOCALES.filter(
  (locale): locale is WrittenLocale => !isDerivedLocale(locale),
);

/**
 * Every written locale but English, in LOCALES order: the languages translated from the English text
 * (what the content tools check, stamp, review and count; a derived locale is none of them).
 */
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = WRITTEN_LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== SOURCE_LOCALE,
);

/** The written locale a locale's text comes from: itself, or the one a derived locale is made from. */
export function writtenLocaleOf(locale: Locale): WrittenLocale {
  return isDerivedLocale(locale) ? DERIVED_LOCALES[locale] : locale;
}

export function isWrittenLocale(value: unknown): value is WrittenLocale {
  return isLocale(value) && !isDerivedLocale(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isWrittenLocale(value) && value !== SOURCE_LOCALE;
}
