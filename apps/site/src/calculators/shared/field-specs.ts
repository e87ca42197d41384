import { parseChoiceField, parseIntegerField } from './parse-field.ts';
import type { FieldSpec } from './use-calculator-state.ts';

/** An integer field between limits taken from the core (never typed here by hand). */
export function integerSpec(defaultValue: number | string, limits: { min: number; max: number }): FieldSpec {
  return {
    defaultValue: String(defaultValue),
    validate: (raw) => parseIntegerField(raw, limits.min, limits.max),
  };
}

/** One of a fixed set of choices (a tampered URL value falls back to the default). */
export function choiceSpec<T extends string>(defaultValue: T, choices: readonly T[]): FieldSpec {
  return { defaultValue, validate: (raw) => parseChoiceField(raw, choices) };
}

/** A checkbox stored as "1" / "0". */
export function flagSpec(defaultValue: boolean): FieldSpec {
  return {
    defaultValue: defaultValue ? '1' : '0',
    validate: (raw) => parseChoiceField(raw, ['0', '1'] as const),
  };
}

/** Picks a directive preset when it is valid for the spec, else the given default. */
export function preset(
  params: Record<string, string>,
  key: string,
  fallback: string,
  spec: (d: string) => FieldSpec,
): FieldSpec {
  const candidate = params[key];
  const base = spec(fallback);
  return candidate !== undefined && base.validate(candidate).ok ? { ...base, defaultValue: candidate } : base;
}
