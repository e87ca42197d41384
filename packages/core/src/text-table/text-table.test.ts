import { describe, expect, it } from 'vitest';
import { displayWidth, textTable } from './text-table.ts';

describe('readable tables in Thai and Chinese', () => {
  it('counts terminal columns: Thai marks above and below take none, Chinese characters two', () => {
    expect(displayWidth('โบนัส')).toBe(4); // โ บ น ส, and ั above
    expect(displayWidth('จนถึง')).toBe(4);
    expect(displayWidth('属性值')).toBe(6);
    expect(displayWidth('AC 加值')).toBe(7);
  });

  it('pads by display width: the second column starts at the same terminal column on every line', () => {
    const lines = textTable(
      ['等级', 'AC'],
      [
        ['半身', '+2'],
        ['四分之三', '+5'],
        ['จนถึง 4', '+2'],
      ],
    ).split('\n');
    const secondColumn = lines.map((line) => displayWidth(line.slice(0, line.search(/(AC|\+\d|-+)$/))));
    expect(secondColumn).toEqual([10, 10, 10, 10, 10]);
  });

  it('counts an emoji as two columns and a ZWJ sequence or a combining mark as one grapheme', () => {
    expect(displayWidth('🎲')).toBe(2);
    expect(displayWidth('d20 🎲')).toBe(6);
    expect(displayWidth('👩\u200d👩\u200d👧')).toBe(2); // one family: three people joined
    expect(displayWidth('e\u0301')).toBe(1); // e + combining acute
    expect(displayWidth('ที่')).toBe(1); // ท with a vowel and a tone mark above
    expect(displayWidth('\u001b[1mAC\u001b[22m')).toBe(2); // ANSI bold takes no column
  });

  it('pads an emoji cell by two columns, not one', () => {
    // 🎲 takes 2 of the column's 3 ('d20'): one space of padding, then the two between columns.
    expect(textTable(['🎲', 'p'], [['d20', '5%']]).split('\n')).toEqual(['🎲   p', '---  --', 'd20  5%']);
  });
});
