import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  intlLocale,
  isLocale,
  LANGUAGE_NAMES,
  LOCALES,
  languageName,
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

  it('names each language in that language', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', th: 'ไทย', zh: '简体中文' });
    expect(languageName('th')).toBe('ไทย');
  });
});
