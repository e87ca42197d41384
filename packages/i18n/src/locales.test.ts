import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DERIVED_LOCALES,
  intlLocale,
  isDerivedLocale,
  isLocale,
  isTranslatedLocale,
  isWrittenLocale,
  LANGUAGE_NAMES,
  LOCALES,
  languageName,
  localeOfIntlTag,
  TRANSLATED_LOCALES,
  WRITTEN_LOCALES,
  writtenLocaleOf,
} from './locales.ts';

describe('locales', () => {
  it('lists en, th, zh and zh-hant with English as the default', () => {
    expect(LOCALES).toEqual(['en', 'th', 'zh', 'zh-hant']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('lists the translated locales as every written locale but English (th and zh)', () => {
    expect(TRANSLATED_LOCALES).toEqual(['th', 'zh']);
    expect(WRITTEN_LOCALES).toEqual(['en', 'th', 'zh']);
  });

  it('derives zh-hant from zh, and no other locale', () => {
    expect(DERIVED_LOCALES).toEqual({ 'zh-hant': 'zh' });
    expect(LOCALES.filter(isDerivedLocale)).toEqual(['zh-hant']);
    expect(LOCALES.map(writtenLocaleOf)).toEqual(['en', 'th', 'zh', 'zh']);
    expect(['en', 'zh', 'zh-hant', 'zh-Hant', undefined].map(isWrittenLocale)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isTranslatedLocale('zh-hant')).toBe(false);
    expect(isLocale('zh-hant')).toBe(true);
  });

  it('maps site locales to the BCP 47 tags Intl needs', () => {
    expect(LOCALES.map(intlLocale)).toEqual(['en', 'th', 'zh-CN', 'zh-Hant']);
  });

  it('recognises only the four locale codes', () => {
    expect(isLocale('th')).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(42)).toBe(false);
  });

  it('tells a translated locale from English and from anything else', () => {
    expect(['en', 'th', 'zh', 'zh-CN', '', undefined].map(isTranslatedLocale)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("reads a page's lang tag back as its locale, English for a tag that is not ours", () => {
    expect(['en', 'th', 'zh-CN', 'zh-Hant', 'zh', 'fr', undefined].map(localeOfIntlTag)).toEqual([
      'en',
      'th',
      'zh',
      'zh-hant',
      'en',
      'en',
      'en',
    ]);
  });

  it('names each language in that language', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', th: 'ไทย', zh: '简体中文', 'zh-hant': '繁體中文' });
    expect(languageName('th')).toBe('ไทย');
  });
});
