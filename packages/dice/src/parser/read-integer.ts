import { foldInput } from './normalize-input.ts';

/**
 * The one reader of whole numbers typed by people, for every input path (dice notation, calculator
 * fields, shared links, `::calc` directives, damage-part and save-target text, CLI flags): spaces
 * around it trimmed, then the forms dice notation accepts folded to ASCII (normalize-input.ts:
 * full-width digits and signs `５` `－５` typed on Thai or Chinese keyboards, Thai digits `๕`, the
 * minus sign `−` U+2212 and the dashes `–` `‒`), then an optional `+`/`-` and decimal digits.
 * Other look-alikes that Unicode NFKC would fold (superscripts `²`, circled `①`, other scripts'
 * digits) are refused here as in dice notation (docs/DECISIONS.md "One number reader").
 * Returns undefined for anything else, or past Number.MAX_SAFE_INTEGER.
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
