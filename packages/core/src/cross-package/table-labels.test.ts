/** The label texts of the rules core's tables (table.json) against the tables themselves. */

import { resources, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DAMAGE_DICE } from '../rules/example-damage-dice.ts';
import { listCoreTables } from '../tables/core-tables.ts';
import type { CoreTable } from '../tables/types.ts';

/** Every label key a table uses: title, note, column labels and templates, label cells. */
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

describe('core table labels (table.json)', () => {
  it('every label key has a text in en, th and zh, and nothing else is there', () => {
    // The core's tables, and the names of the example damage dice (rules/example-damage-dice.ts),
    // which live in table.json beside them.
    const used = new Set([
      ...listCoreTables().flatMap(labelKeys),
      ...EXAMPLE_DAMAGE_DICE.map((entry) => entry.label),
    ]);
    for (const locale of WRITTEN_LOCALES) {
      const texts = resources[locale].table;
      for (const key of used) expect(texts[key], `${locale}: ${key}`).toBeTruthy();
      expect(Object.keys(texts).filter((k) => !used.has(k))).toEqual([]);
    }
  });

  it('Thai and Chinese texts are translated, not English copies (except codes such as DC and 1d12)', () => {
    const en = resources.en.table;
    const same = new Set(['table.typical-dcs.col.dc', 'table.standard-languages.col.roll']);
    for (const locale of ['th', 'zh'] as const) {
      const texts = resources[locale].table;
      for (const [key, text] of Object.entries(en)) {
        if (same.has(key)) continue;
        expect(texts[key], `${locale}: ${key}`).not.toBe(text);
        expect(texts[key], `${locale}: ${key}`).not.toMatch(/^[A-Za-z .,'’()…-]+$/);
      }
    }
  });

  it('templates keep their {{value}} placeholder in every locale', () => {
    for (const locale of WRITTEN_LOCALES) {
      const texts = resources[locale].table;
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
