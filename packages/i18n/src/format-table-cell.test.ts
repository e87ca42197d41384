import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';
import {
  formatOrList,
  formatTableCell,
  type LabelTranslate,
  type TableCellColumn,
} from './format-table-cell.ts';

const labels: Record<string, string> = {
  'table.feet': '{{value}} feet',
  'table.class.fighter': 'Fighter',
};
const t: LabelTranslate = (key, params) => formatMessage(labels, key, params, 'en');

const signed: TableCellColumn = { kind: 'signed' };
const range: TableCellColumn = { kind: 'range' };
const feet: TableCellColumn = { kind: 'number', template: 'table.feet' };

describe('formatTableCell (the site and the CLI)', () => {
  // AbilityModifiersTable (seed 002 lines 62-79): "1 | −5", "10–11 | +0" with U+2212 minus.
  it('writes modifiers with a sign and the U+2212 minus sign', () => {
    expect(formatTableCell('en', signed, -5, t)).toBe('\u22125');
    expect(formatTableCell('th', signed, 0, t)).toBe('+0');
    expect(formatTableCell('zh', signed, 10, t)).toBe('+10');
  });

  it('writes ranges with an en dash and a single number when min equals max', () => {
    expect(formatTableCell('en', range, [10, 11], t)).toBe('10\u201311');
    expect(formatTableCell('en', range, [30, 30], t)).toBe('30');
  });

  it('groups thousands the locale way and fills unit templates', () => {
    // CharacterAdvancement (seed 002): level 20 at 355,000 XP.
    for (const locale of ['en', 'th', 'zh'] as const)
      expect(formatTableCell(locale, { kind: 'number' }, 355000, t)).toBe('355,000');
    expect(formatTableCell('en', feet, 30, t)).toBe('30 feet');
  });

  it('translates label keys, lists them as alternatives, and shows null as an em dash', () => {
    const label: TableCellColumn = { kind: 'labels' };
    expect(formatTableCell('en', label, ['table.class.fighter'], t)).toBe('Fighter');
    expect(formatTableCell('en', label, null, t)).toBe('\u2014');
    expect(formatTableCell('en', { kind: 'code' }, 'LG', t)).toBe('LG');
  });

  // Level1HitPointsbyClass (seed 002): "Fighter, Paladin, or Ranger", through i18next's list format.
  it('joins alternatives the locale way', () => {
    const three = ['Fighter', 'Paladin', 'Ranger'];
    expect(formatOrList('en', three)).toBe('Fighter, Paladin, or Ranger');
    expect(formatOrList('th', three)).toBe('Fighter, Paladin หรือ Ranger');
    expect(formatOrList('zh', three)).toBe('Fighter、Paladin或Ranger');
  });
});
