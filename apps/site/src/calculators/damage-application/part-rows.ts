import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import type { DamagePartRow } from '../damage-steps/DamagePartRows.tsx';
import { parseIntegerField } from '../shared/parse-field.ts';
import type { FieldResult } from '../shared/types.ts';

/** The `parts` rows as typed (`7:slashing;4:fire`), read leniently; the field's validation decides. */
export function partRows(raw: string): DamagePartRow[] {
  const rows = raw.split(';').map((chunk) => {
    const at = chunk.lastIndexOf(':');
    const type = chunk.slice(at + 1).trim();
    return {
      amount: at < 0 ? chunk.trim() : chunk.slice(0, at).trim(),
      type: (DAMAGE_TYPES as readonly string[]).includes(type) ? (type as DamageType) : 'slashing',
    };
  });
  return rows.length > 0 ? rows : [{ amount: '', type: 'slashing' }];
}

/** The `parts` field string of some rows (a row's amount never carries the separators). */
export function partsText(rows: readonly DamagePartRow[]): string {
  return rows.map((row) => `${row.amount.replace(/[;:]/g, '')}:${row.type}`).join(';');
}

/** A row's amount: a whole number of damage, 0 to the core's largest amount. */
export function partAmount(text: string): FieldResult<number> {
  return parseIntegerField(text, 0, DAMAGE_LIMITS.maxAmount);
}
