import { intlLocale, type Locale } from './locales.ts';

/** The language each locale is written in, with its script where that tells two apart. */
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', th: 'th', zh: 'zh-Hans', 'zh-hant': 'zh-Hant' };

/**
 * A language's name in the reader's language ("Thai" for an English reader, "ไทย" for a Thai
 * one, "泰语" for a Chinese one), for text written wholly in the reader's
 * language; LANGUAGE_NAMES has each language's name in that language itself (a language switcher).
 */
export function languageNameIn(language: Locale, reader: Locale): string {
  const names = new Intl.DisplayNames([intlLocale(reader)], { type: 'language', fallback: 'none' });
  return names.of(LANGUAGE_TAGS[language]) ?? LANGUAGE_TAGS[language];
}
