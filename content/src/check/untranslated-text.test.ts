import { describe, expect, it } from 'vitest';
import { findEnglishParagraphs, looksEnglish } from './untranslated-text.ts';

describe('looksEnglish', () => {
  it('flags an English sentence (002 l.88 "Roll 1d20. You always want to roll high.")', () => {
    expect(looksEnglish('Roll 1d20. You always want to roll high.')).toBe(true);
  });

  it('accepts Thai or Chinese text with English terms in it (000 l.19 "ดันเจียนมาสเตอร์ (Dungeon Master)")', () => {
    expect(looksEnglish('ต้องมีคนหนึ่งเป็นดันเจียนมาสเตอร์ (Dungeon Master) และเหล่าผู้เล่น')).toBe(false);
    expect(looksEnglish('掷 1d20，加上你的属性调整值 (Ability Modifier)。')).toBe(false);
  });

  it('ignores abbreviations, dice and short names', () => {
    expect(looksEnglish('DM: D&D 1d20 + 5, AC 15, DC 12')).toBe(false);
    expect(looksEnglish('Jared (DM):')).toBe(false);
  });
});

describe('findEnglishParagraphs', () => {
  it('returns the position of each English paragraph, ignoring code', () => {
    const markdown =
      'ข้อความภาษาไทย\n\nThis paragraph was left in English by mistake.\n\n`some code that is long enough to count`\n';
    expect(findEnglishParagraphs(markdown)).toEqual([{ line: 3, column: 1 }]);
  });
});
