import { formatMessage, formatNumber, formatSigned, resources } from '@polyhedral/i18n';
import { inventoryTables, lineRange, seedLines } from '@polyhedral/seed-extracts';
import { describe, expect, it } from 'vitest';
import { getCoreTable, listCoreTables } from '../tables/core-tables.ts';
import type { CellValue, CoreTable, CoreTableColumn } from '../tables/types.ts';

/**
 * The numbers printed in the Thai (seed 000) and Chinese (seed 001) tables must agree with the
 * core tables. Line ranges come from the inventory's tables.tsv (line_th, line_zh), the seed lines
 * from @polyhedral/seed-extracts. Each core table is rendered as English text (label texts from
 * en/table.json) and every number in it is compared, as a multiset, with the numbers in the seed lines.
 */

const NUMERIC_KINDS = new Set(['numeric lookup', 'range lookup']);

/** Columns the seed prints, where a core table splits one printed cell into typed columns. */
const PRINTED_COLUMNS: Record<string, readonly string[]> = {
  // "+2 bonus to AC and Dexterity saving throws": one number for both bonuses.
  Covertable: ['degree', 'acBonus', 'offeredBy'],
};

/** Signed numbers in a text: U+2212 or "-" right before a digit (and not after a digit) is a minus. */
export function numbersIn(text: string): number[] {
  const clean = text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\[KK\d+\]/g, '')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d+)\s*½/g, (_, n: string) => `${Number(n) + 0.5}`)
    .replace(/(\d+) 1\/2/g, (_, n: string) => `${Number(n) + 0.5}`);
  const out: number[] = [];
  for (const match of clean.matchAll(/(?<!\d)([\u2212-])?(\d+(?:\.\d+)?)/g)) {
    const sign = match[1] && !/\d/.test(clean[match.index - 1] ?? '') ? -1 : 1;
    out.push(sign * Number(match[2]));
  }
  return out.sort((a, b) => a - b);
}

const en = resources.en.table;
const text = (key: string, params: Record<string, string> = {}) => formatMessage(en, key, params, 'en');

/** A cell as English text (numbers as the rules print them: U+2212 minus, en-dash ranges). */
function englishCell(value: CellValue, column: CoreTableColumn): string {
  if (value === null) return '\u2014';
  if (typeof value === 'string') return column.kind === 'code' ? value : text(value);
  if (Array.isArray(value)) {
    if (column.kind === 'labels') return (value as string[]).map((key) => text(key)).join(', ');
    const [min, max] = value as unknown as readonly [number, number];
    return min === max
      ? formatNumber('en', min)
      : `${formatNumber('en', min)}\u2013${formatNumber('en', max)}`;
  }
  const n = value as number;
  const shown = column.kind === 'signed' ? formatSigned('en', n) : formatNumber('en', n);
  return column.template ? text(column.template, { value: shown }) : shown;
}

function englishNumbers(table: CoreTable): number[] {
  const printed = PRINTED_COLUMNS[table.id];
  const columns = table.columns.filter((c) => !printed || printed.includes(c.key));
  const cells = table.rows.flatMap((row) => columns.map((c) => englishCell(row[c.key] ?? null, c)));
  const headers = columns.map((c) => text(c.label));
  return numbersIn([...headers, ...cells].join('\n'));
}

describe('Thai (000) and Chinese (001) seed tables agree with the core tables', () => {
  const numeric = inventoryTables().filter((r) => NUMERIC_KINDS.has(r.kind_of_data));
  // Tables the Thai or Chinese seed has (the Character Creation tables are in neither).
  const rows = numeric.filter((r) => /^\d+-\d+$/.test(r.line_th!) || /^\d+-\d+$/.test(r.line_zh!));

  it('covers the numeric tables of tables.tsv', () => {
    expect(rows.length).toBe(7);
    expect(numeric.map((r) => r.id).sort()).toEqual(
      [
        'AbilityModifiersTable',
        'AbilityScorePointCosts',
        'AbilityScoresTable',
        'AbilityScoresandModifiers',
        'CharacterAdvancement',
        'CreatureSizeandSpace',
        'Covertable',
        'ProficiencyBonusTable',
        'StandardArraybyClass',
        'TravelPaceTable',
        'TypicalDifficultyClasses',
      ].sort(),
    );
  });

  for (const row of rows) {
    const id = row.id!;
    const thai = row.line_th!;
    const chinese = row.line_zh!;
    it(`${id}: Thai seed 000 lines ${thai}`, () => {
      const [from, to] = lineRange(thai);
      expect(numbersIn(seedLines('000', from, to))).toEqual(englishNumbers(getCoreTable(id)));
    });
    const [from, to] = lineRange(chinese);
    if (from === to) {
      // The Chinese Ability Modifiers table has only its caption (line 173).
      it(`${id}: Chinese seed 001 has only the caption (line ${chinese}), no numbers to compare`, () => {
        expect(seedLines('001', from).trim().length).toBeGreaterThan(0);
        expect(numbersIn(seedLines('001', from))).toEqual([]);
      });
    } else {
      it(`${id}: Chinese seed 001 lines ${chinese}`, () => {
        expect(numbersIn(seedLines('001', from, to))).toEqual(englishNumbers(getCoreTable(id)));
      });
    }
  }
});

describe('English seed 002 tables agree with the core tables (source.lines)', () => {
  // Prose columns kept in the Markdown content, not in the core table, carry numbers of their own.
  const PROSE_ONLY = new Set(['ActionsTable']);
  for (const table of listCoreTables().filter((t) => !PROSE_ONLY.has(t.id))) {
    it(`${table.id}: seed 002 lines ${table.source.lines}`, () => {
      const [from, to] = lineRange(table.source.lines);
      expect(numbersIn(seedLines('002', from, to))).toEqual(englishNumbers(table));
    });
  }
});

describe('numbersIn', () => {
  it('reads en-dash and hyphen ranges as two positive numbers and U+2212 as a minus sign', () => {
    expect(numbersIn('2–9 | 10-11 | −5 | +0 | 2½ by 2½ | 2 1/2 x 2 1/2 | 2,700')).toEqual([
      -5, 0, 2, 2.5, 2.5, 2.5, 2.5, 9, 10, 11, 2700,
    ]);
  });
});
