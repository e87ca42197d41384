import type { FieldResult } from './types.ts';

/** Reads an integer typed by a reader: trims, NFKC-normalizes (full-width digits), accepts U+2212 minus. */
export function parseIntegerField(raw: string, min: number, max: number): FieldResult<number> {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/\u2212/g, '-');
  if (text === '') return { ok: false, messageKey: 'calc.error.required' };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, messageKey: 'calc.error.integer' };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { ok: false, messageKey: 'calc.error.range', params: { min, max } };
  }
  return { ok: true, value };
}

/** Reads one of a fixed set of choices. */
export function parseChoiceField<T extends string>(raw: string, choices: readonly T[]): FieldResult<T> {
  return (choices as readonly string[]).includes(raw)
    ? { ok: true, value: raw as T }
    : { ok: false, messageKey: 'calc.error.choice' };
}
