import { type Namespace, resources } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { CORE_ERROR_CODES } from '../errors.ts';
import { isLabelKey } from '../label-key.ts';
import { isRuleId } from '../rule-ids.ts';
import { coreTables, getCoreTable, listCoreTables } from './index.ts';
import type { CoreTable } from './types.ts';

const LOCALES = ['en', 'th', 'zh'] as const;
const resource = (locale: (typeof LOCALES)[number], namespace: Namespace) => resources[locale][namespace];

function labelKeys(table: CoreTable): string[] {
  const keys: string[] = [table.title];
  if (table.note) keys.push(table.note);
  for (const c of table.columns) keys.push(c.label, ...(c.template ? [c.template] : []));
  for (const row of table.rows) {
    for (const [key, value] of Object.entries(row)) {
      const column = table.columns.find((c) => c.key === key);
      if (column?.kind === 'code') continue;
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') keys.push(v);
    }
  }
  return keys;
}

describe('core table registry (tables/index.ts)', () => {
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

  it('every label key has a text in en, th and zh (packages/i18n tables.json), and nothing else is there', () => {
    const used = new Set(listCoreTables().flatMap(labelKeys));
    for (const locale of LOCALES) {
      const texts = resource(locale, 'tables');
      for (const key of used) expect(texts[key], `${locale}: ${key}`).toBeTruthy();
      expect(Object.keys(texts).filter((k) => !used.has(k))).toEqual([]);
    }
  });

  it('Thai and Chinese texts are translated, not English copies (except codes such as DC and 1d12)', () => {
    const en = resource('en', 'tables');
    const same = new Set(['table.typical-dcs.col.dc', 'table.standard-languages.col.roll']);
    for (const locale of ['th', 'zh'] as const) {
      const texts = resource(locale, 'tables');
      for (const [key, text] of Object.entries(en)) {
        if (same.has(key)) continue;
        expect(texts[key], `${locale}: ${key}`).not.toBe(text);
        expect(texts[key], `${locale}: ${key}`).not.toMatch(/^[A-Za-z .,'’()…-]+$/);
      }
    }
  });

  it('templates keep their {{value}} placeholder in every locale', () => {
    for (const locale of LOCALES) {
      const texts = resource(locale, 'tables');
      for (const key of [
        'table.unit.feet',
        'table.unit.miles',
        'table.unit.feet-by-feet',
        'table.level-1-hit-points.formula',
      ]) {
        expect(texts[key]).toContain('{{value}}');
      }
    }
  });
});

describe('core error messages (packages/i18n errors-core.json)', () => {
  it('every error code has a message in en, th and zh with the same placeholders', () => {
    const en = resource('en', 'errors-core');
    expect(Object.keys(en).sort()).toEqual([...CORE_ERROR_CODES].sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const locale of ['th', 'zh'] as const) {
      const texts = resource(locale, 'errors-core');
      for (const code of CORE_ERROR_CODES) {
        expect(texts[code], `${locale}: ${code}`).toBeTruthy();
        expect(placeholders(texts[code]!), `${locale}: ${code}`).toEqual(placeholders(en[code]!));
      }
    }
  });
});
