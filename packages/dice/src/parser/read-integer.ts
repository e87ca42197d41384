import { foldInput } from './normalize-input.ts';

/**
 * The one reader of whole numbers typed by people, for every input path (docs/DECISIONS.md "One
 * number reader"): trimmed, folded as dice notation folds (normalize-input.ts: `５`, `๕`, `−`),
 * then an optional sign and decimal digits. Undefined for anything else, or past MAX_SAFE_INTEGER.
 */
export function readInteger(text: string): number | undefined {
  const folded = foldInput(text).trim();
  if (!/^[+-]?[0-9]+$/.test(folded)) return undefined;
  const value = Number(folded);
  return Number.isSafeInteger(value) ? value + 0 : undefined;
}

/** readInteger within [min, max] (inclusive), else undefined. */
export function readIntegerIn(text: string, min: number, max: number): number | undefined {
  const value = readInteger(text);
  return value !== undefined && value >= min && value <= max ? value : undefined;
}
