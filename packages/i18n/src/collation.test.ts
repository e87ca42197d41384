import { describe, expect, it } from 'vitest';
import { collationLocale, compareTermNames } from './collation.ts';

describe('compareTermNames', () => {
  it('sorts English names alphabetically, ignoring case', () => {
    const names = ['truesight', 'Advantage', 'Darkvision', 'blindsight'];
    expect(names.sort(compareTermNames('en'))).toEqual([
      'Advantage',
      'blindsight',
      'Darkvision',
      'truesight',
    ]);
  });

  it('sorts Thai by consonant, skipping leading vowels (ไร้ files under ร, เสน่ห์ under ส)', () => {
    const names = ['เสน่ห์', 'ไร้สมรรถภาพ', 'กายกรรม', 'ความแข็งแกร่ง'];
    expect(names.sort(compareTermNames('th'))).toEqual(['กายกรรม', 'ความแข็งแกร่ง', 'ไร้สมรรถภาพ', 'เสน่ห์']);
  });

  it('sorts Chinese in pinyin order: 暗 (an) < 劣 (lie) < 先 (xian) < 优 (you)', () => {
    const names = ['优势', '先攻', '暗视觉', '劣势'];
    expect(names.sort(compareTermNames('zh'))).toEqual(['暗视觉', '劣势', '先攻', '优势']);
  });

  it('is supported by the ICU data of this Node build (not a fallback to root collation)', () => {
    expect(Intl.Collator.supportedLocalesOf([collationLocale('th'), collationLocale('zh')])).toEqual([
      'th',
      'zh-CN-u-co-pinyin',
    ]);
    // Root (code-point) order would put 优 (U+4F18) before 劣 (U+52A3) and 暗 (U+6697); pinyin does not.
    expect(['优', '暗'].sort(compareTermNames('zh'))).toEqual(['暗', '优']);
    expect(['优', '暗'].sort()).toEqual(['优', '暗']);
  });

  it('compares numbers inside names numerically', () => {
    expect(['D20 Test', 'D4', 'D100'].sort(compareTermNames('en'))).toEqual(['D4', 'D20 Test', 'D100']);
  });
});
