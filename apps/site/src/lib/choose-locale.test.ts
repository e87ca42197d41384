import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale.ts';

const available = ['en', 'th', 'zh'];

describe('chooseLocale', () => {
  it('takes the first browser language the site has', () => {
    expect(chooseLocale(['th-TH', 'en-US'], available, 'en')).toBe('th');
    expect(chooseLocale(['fr-FR', 'zh-CN', 'en'], available, 'en')).toBe('zh');
  });

  it('maps every Chinese variant and underscore tags to the Simplified Chinese site when it is the only one', () => {
    expect(chooseLocale(['zh-Hans'], available, 'en')).toBe('zh');
    expect(chooseLocale(['zh_TW'], available, 'en')).toBe('zh');
    expect(chooseLocale(['ZH'], available, 'en')).toBe('zh');
  });

  it('sends Traditional Chinese readers (Taiwan, Hong Kong, Macau, Hant) to the Traditional Chinese site', () => {
    const withHant = [...available, 'zh-hant'];
    expect(chooseLocale(['zh-TW'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['zh_HK'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['zh-Hant-CN'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['zh-MO', 'en'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['zh-Hans-TW'], withHant, 'en')).toBe('zh');
    expect(chooseLocale(['zh-CN'], withHant, 'en')).toBe('zh');
    expect(chooseLocale(['zh'], withHant, 'en')).toBe('zh');
  });

  it('reads the script CLDR gives a tag (Intl.Locale#maximize): Cantonese is written in Traditional', () => {
    const withHant = [...available, 'zh-hant'];
    expect(chooseLocale(['yue-HK', 'en'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['yue'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['zh-Hant'], withHant, 'en')).toBe('zh-hant');
    expect(chooseLocale(['yue-CN'], withHant, 'en')).toBe('zh');
    expect(chooseLocale(['zh-SG'], withHant, 'en')).toBe('zh');
    expect(chooseLocale(['yue-HK'], available, 'en')).toBe('zh');
    expect(chooseLocale(['th-TH'], withHant, 'en')).toBe('th');
    expect(chooseLocale(['en-GB'], withHant, 'th')).toBe('en');
  });

  it('skips a tag that is not a language tag instead of throwing', () => {
    expect(chooseLocale(['not a tag!', '--', 'th'], available, 'en')).toBe('th');
    expect(chooseLocale(['x'], available, 'en')).toBe('en');
  });

  it('falls back when no language matches or the list is empty', () => {
    expect(chooseLocale(['fr', 'de-DE'], available, 'en')).toBe('en');
    expect(chooseLocale([], available, 'en')).toBe('en');
    expect(chooseLocale([''], available, 'th')).toBe('th');
  });

  it('still works when its source text is evaluated on its own, as the chooser page inlines it', () => {
    const inlined = new Function(`return (${chooseLocale.toString()});`)() as typeof chooseLocale;
    expect(inlined(['th'], available, 'en')).toBe('th');
    expect(inlined(['zh-TW'], [...available, 'zh-hant'], 'en')).toBe('zh-hant');
    expect(inlined(['yue-HK'], [...available, 'zh-hant'], 'en')).toBe('zh-hant');
  });
});
