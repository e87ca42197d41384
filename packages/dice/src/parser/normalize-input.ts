import { DiceLimitError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';

/**
 * NFKC-normalizes the input so full-width digits, letters and operators typed on Thai or Chinese
 * keyboards read as ASCII, then maps the few symbols NFKC leaves alone: the Unicode minus
 * (U+2212) and dashes become `-`, `×` becomes `*`, `÷` becomes `/`, `≥`/`≤` become `>=`/`<=`,
 * and Thai digits (๐-๙) become 0-9.
 * Error offsets refer to the returned string.
 */
const EXTRA_SYMBOLS: Record<string, string> = {
  '\u2212': '-',
  '\u2013': '-',
  '\u2012': '-',
  '\u00d7': '*',
  '\u00f7': '/',
  '\u2265': '>=',
  '\u2264': '<=',
};

export function normalizeDiceInput(input: string): string {
  if (input.length > DICE_LIMITS.maxInputLength) {
    throw new DiceLimitError('dice.limit.input-too-long', DICE_LIMITS.maxInputLength, input.length);
  }
  const normalized = input
    .normalize('NFKC')
    .replace(/[\u2212\u2013\u2012\u00d7\u00f7\u2265\u2264]/g, (c) => EXTRA_SYMBOLS[c] ?? c)
    .replace(/[\u0e50-\u0e59]/g, (c) => String(c.charCodeAt(0) - 0x0e50));
  if (normalized.length > DICE_LIMITS.maxInputLength) {
    throw new DiceLimitError('dice.limit.input-too-long', DICE_LIMITS.maxInputLength, normalized.length);
  }
  return normalized;
}
