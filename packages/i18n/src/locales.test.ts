import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  intlLocale,
  isLocale,
  isTranslatedLocale,
  LANGUAGE_NAMES,
  LOCALES,
  languageName,
  localeOfIntlTag,
  TRANSLATED_LOCALES,
} from './locales.ts';

describe('locales', () => {
  it('lists en, th and zh with English as the default', () => {
    expect(LOCALES).toEqual(['en', 'th', 'zh']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('lists the translated locales as every locale but English (th and zh)', () => {
    expect(TRANSLATED_LOCALES).toEqual(['th', 'zh']);
  });

  it('maps site locales to the BCP 47 tags Intl needs', () => {
    expect(LOCALES.map(intlLocale)).toEqual(['en', 'th', 'zh-CN']);
  });

  it('recognises only the three locale codes', () => {
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
    expect(['en', 'th', 'zh-CN', 'zh', 'fr', undefined].map(localeOfIntlTag)).toEqual([
      'en',
      'th',
      'zh',
      'en',
      'en',
      'en',
    ]);
  });

  it('names each language in that language', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', th: 'ไทย', zh: '简体中文' });
    expect(languageName('th')).toBe('ไทย');
  });
});
