import { readInteger } from '@polyhedral/dice/number';
import type { FieldResult } from './types.ts';

/**
 * Reads an integer typed by a reader with the dice package's one number reader (full-width and
 * Thai digits, U+2212 minus; the same as dice fields, directives, links and the CLI).
 */
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
