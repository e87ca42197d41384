/**
 * The site's locales: one list. English is the source language of every resource. A locale is
 * either written (its strings and rule text are written by people: en, th, zh) or derived (made at
 * build time from a written one: zh-hant from zh, see `@polyhedral/i18n/zh-hant`).
 */
export const LOCALES = ['en', 'th', 'zh', 'zh-hant'] as const;

export type Locale = (typeof LOCALES)[number];

/** English: the source language every resource and every rule text is written in first. */
const SOURCE_LOCALE = 'en' satisfies Locale;

export const DEFAULT_LOCALE: Locale = SOURCE_LOCALE;

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

/** BCP 47 tags handed to `Intl` and to `lang` attributes. */
export type IntlLocale = 'en' | 'th' | 'zh-CN' | 'zh-Hant';

const INTL_LOCALES: Record<Locale, IntlLocale> = { en: 'en', th: 'th', zh: 'zh-CN', 'zh-hant': 'zh-Hant' };

/** Each language's name written in that language (for a language switcher). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  th: 'ไทย',
  zh: '简体中文',
  'zh-hant': '繁體中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isWrittenLocale(value: unknown): value is WrittenLocale {
  return isLocale(value) && !isDerivedLocale(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isWrittenLocale(value) && value !== SOURCE_LOCALE;
}

export function intlLocale(locale: Locale): IntlLocale {
  return INTL_LOCALES[locale];
}

/** The locale whose BCP 47 tag (`intlLocale`) is exactly `tag` (a page's `lang`); English for any other. */
export function localeOfIntlTag(tag: string | undefined): Locale {
  return LOCALES.find((locale) => INTL_LOCALES[locale] === tag) ?? DEFAULT_LOCALE;
}

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}
