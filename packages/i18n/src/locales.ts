/** The site's locales. English is the source language of every resource. */
export const LOCALES = ['en', 'th', 'zh'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags handed to `Intl` and to `lang` attributes. */
export type IntlLocale = 'en' | 'th' | 'zh-CN';

const INTL_LOCALES: Record<Locale, IntlLocale> = { en: 'en', th: 'th', zh: 'zh-CN' };

/** Each language's name written in that language (for a language switcher). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', th: 'ไทย', zh: '简体中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function intlLocale(locale: Locale): IntlLocale {
  return INTL_LOCALES[locale];
}

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}
