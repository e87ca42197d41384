import { describe, expect, it } from 'vitest';
import { englishLabels, renderCell } from '../cli/labels.ts';
import { inventoryTsv, lineRange, SKIP_MESSAGE, seedLines, seedsAvailable } from '../test-support/seeds.ts';
import { getCoreTable, listCoreTables } from './index.ts';
import type { CoreTable } from './types.ts';

/**
 * The numbers printed in the Thai (seed 000) and Chinese (seed 001) tables must agree with the
 * core tables. Line ranges come from ../shared/inventory/tables.tsv (line_th, line_zh). Each core
 * table is rendered as English text (label texts from packages/i18n en/tables.json) and every
 * number in it is compared, as a multiset, with the numbers in the seed lines.
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

function englishNumbers(table: CoreTable): number[] {
  const en = englishLabels();
  const text = (key: string) => en[key] ?? key;
  const printed = PRINTED_COLUMNS[table.id];
  const columns = table.columns.filter((c) => !printed || printed.includes(c.key));
  const cells = table.rows.flatMap((row) => columns.map((c) => renderCell(row[c.key] ?? null, c, text)));
  const headers = columns.map((c) => text(c.label));
  return numbersIn([...headers, ...cells].join('\n'));
}

describe.skipIf(!seedsAvailable)(
  'Thai (000) and Chinese (001) seed tables agree with the core tables',
  () => {
    const numeric = seedsAvailable
      ? inventoryTsv('tables.tsv').filter((r) => NUMERIC_KINDS.has(r.kind_of_data!))
      : [];
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
      it.skipIf(!/^\d+-\d+$/.test(thai))(`${id}: Thai seed 000 lines ${thai}`, () => {
        const [from, to] = lineRange(thai);
        expect(numbersIn(seedLines('000', from, to))).toEqual(englishNumbers(getCoreTable(id)));
      });
      // The Chinese Ability Modifiers table has only its caption (line 173); the nine Character
      // Creation tables are absent from the Chinese seed.
      it.skipIf(!/^\d+-\d+$/.test(chinese))(`${id}: Chinese seed 001 lines ${chinese}`, () => {
        const [from, to] = lineRange(chinese);
        const expected = englishNumbers(getCoreTable(id));
        const text = seedLines('001', from, to);
        expect(numbersIn(text)).toEqual(expected);
      });
    }
  },
);

describe.skipIf(!seedsAvailable)('English seed 002 tables agree with the core tables (source.lines)', () => {
  // Prose columns kept in the Markdown content, not in the core table, carry numbers of their own.
  const PROSE_ONLY = new Set(['ActionsTable']);
  for (const table of listCoreTables().filter((t) => !PROSE_ONLY.has(t.id))) {
    it(`${table.id}: seed 002 lines ${table.source.lines}`, () => {
      const [from, to] = lineRange(table.source.lines);
      expect(numbersIn(seedLines('002', from, to))).toEqual(englishNumbers(table));
    });
  }
});

if (!seedsAvailable) {
  describe('seed comparison', () => {
    it.skip(SKIP_MESSAGE, () => {});
  });
}

describe('numbersIn', () => {
  it('reads en-dash and hyphen ranges as two positive numbers and U+2212 as a minus sign', () => {
    expect(numbersIn('2–9 | 10-11 | −5 | +0 | 2½ by 2½ | 2 1/2 x 2 1/2 | 2,700')).toEqual([
      -5, 0, 2, 2.5, 2.5, 2.5, 2.5, 9, 10, 11, 2700,
    ]);
  });
});
