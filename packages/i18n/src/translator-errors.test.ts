import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { translateError } from './translator.ts';
import { installZhHant } from './zh-hant/zh-hant-locale.ts';

beforeAll(installZhHant);

describe('translateError', () => {
  it('translates a known code with its params in each locale', () => {
    const error = { code: 'errors.locale.unsupported', params: { locale: 'fr', supported: 'en, th, zh' } };
    expect(translateError('en', error)).toBe('Unsupported language “fr”: use one of en, th, zh.');
    expect(translateError('th', error)).toContain('“fr”');
    expect(translateError('zh', error)).toBe('不支持的语言“fr”：请使用 en, th, zh 之一。');
  });

  it('gives a generic localized message naming an unknown code', () => {
    const messages = LOCALES.map((locale) => translateError(locale, { code: 'dice.nonsense.code' }));
    for (const message of messages) expect(message).toContain('dice.nonsense.code');
    expect(new Set(messages).size).toBe(4);
  });

  it('accepts an Error subclass carrying code and params', () => {
    class FakePolyhedralError extends Error {
      code = 'errors.locale.unsupported';
      params = { locale: 'de', supported: 'en' };
    }
    expect(translateError('en', new FakePolyhedralError('dev text'))).toBe(
      'Unsupported language “de”: use one of en.',
    );
  });

  it('writes numeric params the locale way', () => {
    const message = translateError('en', {
      code: 'errors.locale.unsupported',
      params: { locale: 1000, supported: 'en' },
    });
    expect(message).toContain('“1,000”');
  });
});
