import { describe, expect, it } from 'vitest';
import { isLabelKey } from '../label-key.ts';
import { isRuleId } from '../rule-ids.ts';
import { coreTables, getCoreTable, listCoreTables } from './core-tables.ts';

// Label texts and error messages of these tables are checked against @polyhedral/i18n in src/cross-package.
describe('core table registry (tables/core-tables.ts)', () => {
  it('lists 20 tables, each under its own rule ID, in a known section', () => {
    const tables = listCoreTables();
    expect(tables).toHaveLength(20);
    expect(new Set(tables.map((t) => t.id)).size).toBe(tables.length);
    for (const table of tables) {
      expect(isRuleId(table.id), table.id).toBe(true);
      expect(isRuleId(table.section), table.section).toBe(true);
      expect(coreTables[table.id]).toBe(table);
      expect(table.source.lines).toMatch(/^\d+-\d+$/);
    }
  });

  it('getCoreTable finds a table by ID and rejects an unknown ID with rules.table.unknown', () => {
    expect(getCoreTable('Covertable').rows).toHaveLength(3);
    expect(() => getCoreTable('NoSuchTable')).toThrow(/rules.table.unknown/);
  });

  it('every row has exactly the columns of its table, and cells match the column kind', () => {
    for (const table of listCoreTables()) {
      const keys = table.columns.map((c) => c.key).sort();
      for (const row of table.rows) {
        expect(Object.keys(row).sort(), table.id).toEqual(keys);
        for (const column of table.columns) {
          const value = row[column.key]!;
          if (value === null || (typeof value === 'string' && column.kind !== 'code')) {
            if (value !== null) expect(isLabelKey(value), `${table.id}.${column.key}`).toBe(true);
            continue;
          }
          if (column.kind === 'number' || column.kind === 'signed') expect(typeof value).toBe('number');
          if (column.kind === 'range')
            expect(Array.isArray(value) && value.length === 2 && value[0]! <= value[1]!).toBe(true);
          if (column.kind === 'labels') expect(Array.isArray(value)).toBe(true);
        }
      }
    }
  });
});
