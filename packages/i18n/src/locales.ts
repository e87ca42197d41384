/**
 * The site's locales: one list. English is the source language of every resource. A locale is
 * either written (its strings and rule text are written by people: en, th, zh) or derived (made at
 * build time from a written one: zh-hant from zh, see `@polyhedral/i18n/zh-hant`).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-list.ts';

export {
  DERIVED_LOCALES,
  type DerivedLocale,
  isDerivedLocale,
  isTranslatedLocale,
  isWrittenLocale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  WRITTEN_LOCALES,
  type WrittenLocale,
  writtenLocaleOf,
} from './locale-kinds.ts';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locale-list.ts';

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
