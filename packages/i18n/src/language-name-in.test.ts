import { describe, expect, it } from 'vitest';
import { languageNameIn } from './language-name-in.ts';

describe('languageNameIn', () => {
  it('names a language in the reader’s language, telling the two Chinese scripts apart', () => {
    expect(languageNameIn('th', 'en')).toBe('Thai');
    expect(languageNameIn('zh', 'en')).toBe('Simplified Chinese');
    expect(languageNameIn('zh-hant', 'en')).toBe('Traditional Chinese');
    expect(languageNameIn('zh', 'th')).toBe('จีนตัวย่อ');
    expect(languageNameIn('th', 'zh')).toBe('泰语');
    expect(languageNameIn('en', 'zh-hant')).toBe('英文');
  });
});
