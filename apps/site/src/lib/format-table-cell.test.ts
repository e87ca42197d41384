import type { CoreTableColumn } from '@polyhedral/core/tables';
import { formatMessage } from '@polyhedral/i18n/client';
import { describe, expect, it } from 'vitest';
import { formatTableCell, type LabelTranslate } from './format-table-cell.ts';

const labels: Record<string, string> = { 'table.feet': '{{value}} feet', 'table.class.fighter': 'Fighter' };
const t: LabelTranslate = (key, params) => formatMessage(labels, key, params);

const signed: CoreTableColumn = { key: 'modifier', label: 'table.x', kind: 'signed' };
const range: CoreTableColumn = { key: 'score', label: 'table.x', kind: 'range' };
const feet: CoreTableColumn = { key: 'speed', label: 'table.x', kind: 'number', template: 'table.feet' };

describe('formatTableCell', () => {
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
    const xp: CoreTableColumn = { key: 'xp', label: 'table.x', kind: 'number' };
    expect(formatTableCell('en', xp, 355000, t)).toBe('355,000');
    expect(formatTableCell('en', feet, 30, t)).toBe('30 feet');
  });

  it('translates label keys, lists them, and shows null as an em dash', () => {
    const label: CoreTableColumn = { key: 'class', label: 'table.x', kind: 'labels' };
    expect(formatTableCell('en', label, ['table.class.fighter'], t)).toBe('Fighter');
    expect(formatTableCell('en', label, null, t)).toBe('\u2014');
    const code: CoreTableColumn = { key: 'code', label: 'table.x', kind: 'code' };
    expect(formatTableCell('en', code, 'LG', t)).toBe('LG');
  });
});
