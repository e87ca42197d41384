import { describe, expect, it } from 'vitest';
import { tableLabels } from './labels.ts';
import { displayWidth, textTable } from './output.ts';

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

  it('labels read in the --locale language, English where a translation lacks one', () => {
    expect(tableLabels('th')['table.proficiency-bonus.title']).toBe('ค่าโบนัสความเชี่ยวชาญ');
    expect(tableLabels('en')['table.proficiency-bonus.title']).toBe('Proficiency Bonus');
    expect(Object.keys(tableLabels('zh'))).toEqual(expect.arrayContaining(Object.keys(tableLabels('en'))));
  });
});
