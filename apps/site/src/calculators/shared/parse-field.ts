import { readInteger } from '@polyhedral/dice/number';
import type { FieldResult } from './types.ts';

/** Reads a typed integer with the dice package's one number reader (Thai and full-width digits, U+2212). */
export function parseIntegerField(raw: string, min: number, max: number): FieldResult<number> {
  if (raw.trim() === '') return { ok: false, code: 'calc.error.required' };
  const value = readInteger(raw);
  if (value === undefined) return { ok: false, code: 'calc.error.integer' };
  if (value < min || value > max) return { ok: false, code: 'calc.error.range', params: { min, max } };
  return { ok: true, value };
}

/** Reads one of a fixed set of choices. */
export function parseChoiceField<T extends string>(raw: string, choices: readonly T[]): FieldResult<T> {
  return (choices as readonly string[]).includes(raw)
    ? { ok: true, value: raw as T }
    : { ok: false, code: 'calc.error.choice' };
}
