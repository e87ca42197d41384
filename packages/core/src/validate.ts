import { RuleInputError } from './errors.ts';

/** Shared input guards: every rule function checks its numbers before computing. */

export function requireNumber(field: string, value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || !Number.isFinite(value)) {
    throw new RuleInputError('rules.input.not-a-number', { field, actual: String(value) });
  }
  return value;
}

/** An integer in [min, max] (inclusive). */
export function requireInteger(field: string, value: unknown, min: number, max: number): number {
  const n = requireNumber(field, value);
  if (!Number.isInteger(n)) {
    throw new RuleInputError('rules.input.not-an-integer', { field, actual: n });
  }
  return requireWithin(field, n, min, max);
}

/** An integer within one of the limits' `{ min, max }` ranges (inclusive). */
export function requireIn(
  field: string,
  value: unknown,
  range: { readonly min: number; readonly max: number },
): number {
  return requireInteger(field, value, range.min, range.max);
}

/** A number in [min, max] (inclusive), else refused as out of range with the limits it broke. */
export function requireWithin(field: string, actual: number, min: number, max: number): number {
  if (actual < min || actual > max) {
    throw new RuleInputError('rules.input.out-of-range', { field, min, max, actual });
  }
  return actual;
}

/** The refusal of a value that is not one of what `expected` names. */
export function unknownOption(field: string, actual: string, expected: string): RuleInputError {
  return new RuleInputError('rules.input.unknown-option', { field, actual, expected });
}

export function requireOption<T extends string>(field: string, value: unknown, options: readonly T[]): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw unknownOption(field, String(value), options.join(', '));
  }
  return value as T;
}

/** Each item at most once, by `key` (a damage type across a hit's parts: one type's damage is one amount). */
export function requireDistinct<T>(
  field: string,
  items: readonly T[],
  key: (item: T) => string = String,
): void {
  if (new Set(items.map(key)).size < items.length)
    throw new RuleInputError('rules.input.duplicate', { field });
}
