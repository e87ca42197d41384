import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './accept-language.ts';

describe('localeFromAcceptLanguage', () => {
  it('falls back to English for a missing, empty or unmatched header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.8')).toBe('en');
  });

  it('maps regional and script variants to the site locale', () => {
    expect(localeFromAcceptLanguage('th-TH')).toBe('th');
    expect(localeFromAcceptLanguage('zh-Hans')).toBe('zh');
    expect(localeFromAcceptLanguage('zh-CN')).toBe('zh');
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh');
    expect(localeFromAcceptLanguage('ZH')).toBe('zh');
    expect(localeFromAcceptLanguage('en-GB')).toBe('en');
  });

  it('ranks by q-value, not by position', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, th;q=0.9')).toBe('th');
    expect(localeFromAcceptLanguage('fr, zh-CN;q=0.7, th;q=0.6, en;q=0.3')).toBe('zh');
  });

  it('keeps header order between equal q-values and skips q=0 and unknown languages', () => {
    expect(localeFromAcceptLanguage('th, zh')).toBe('th');
    expect(localeFromAcceptLanguage('th;q=0, zh;q=0.2')).toBe('zh');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,th;q=0.8,en;q=0.7')).toBe('th');
  });

  it('tolerates malformed q-values and stray separators without throwing', () => {
    expect(localeFromAcceptLanguage('th;q=abc, zh;q=0.5')).toBe('zh');
    expect(localeFromAcceptLanguage(',,;q=1, th')).toBe('th');
    expect(localeFromAcceptLanguage('*')).toBe('en');
  });
});
