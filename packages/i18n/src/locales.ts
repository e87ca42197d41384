/** The site's locales. English is the source language of every resource. */
export const LOCALES = ['en', 'th', 'zh'] as const;

export type Locale = (typeof LOCALES)[number];

/** English: the source language every resource and every rule text is written in first. */
const SOURCE_LOCALE = 'en' satisfies Locale;

export const DEFAULT_LOCALE: Locale = SOURCE_LOCALE;

/** A locale translated from English. */
export type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

/** Every locale but English, in LOCALES order: the languages translated from the English text. */
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== SOURCE_LOCALE,
);

/** BCP 47 tags handed to `Intl` and to `lang` attributes. */
export type IntlLocale = 'en' | 'th' | 'zh-CN';

const INTL_LOCALES: Record<Locale, IntlLocale> = { en: 'en', th: 'th', zh: 'zh-CN' };

/** Each language's name written in that language (for a language switcher). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', th: 'ไทย', zh: '简体中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isLocale(value) && value !== SOURCE_LOCALE;
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
