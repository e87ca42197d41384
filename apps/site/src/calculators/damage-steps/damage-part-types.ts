import { DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import type { DamagePartRow } from '../shared/DamagePartRows.tsx';
import type { FieldResult } from '../shared/types.ts';

/*
 * The damage types of a hit's parts (the damage and save-for-half calculators): one type's damage
 * is one amount, so each type appears once.
 */

/** Each damage type once: a second part of a type names the part that has it. */
export function partTypeCheck(
  rows: readonly DamagePartRow[],
  index: number,
  typeLabel: (type: DamageType) => string,
): FieldResult<DamageType> {
  const row = rows[index]!;
  const first = rows.findIndex((other) => other.type === row.type);
  return first < index
    ? {
        ok: false,
        code: 'calc.damageParts.duplicateType',
        params: { type: typeLabel(row.type), n: first + 1 },
      }
    : { ok: true, value: row.type };
}

/** The type a new part starts with: Fire, or the first type no part has yet. */
export function unusedType(rows: readonly DamagePartRow[]): DamageType {
  const used = new Set(rows.map((row) => row.type));
  return (['fire', ...DAMAGE_TYPES] as const).find((type) => !used.has(type)) ?? 'fire';
}
