import { DiceLimitError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';

/**
 * The compatibility forms mapped to ASCII: full-width forms (`２ｄ２０ｋｈ１`), ideographic and
 * no-break spaces, the Unicode minus and two dashes, `×`, `÷`, `≥`, `≤`, Thai digits ๐-๙. Nothing
 * else (NFKC would read `1d6²` as `1d62`). Error offsets refer to the returned string.
 */
const EXTRA_SYMBOLS: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u3000': ' ',
  '\u2212': '-',
  '\u2013': '-',
  '\u2012': '-',
  '\u00d7': '*',
  '\u00f7': '/',
  '\u2265': '>=',
  '\u2264': '<=',
};

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_SHIFT = 0xfee0;
const THAI_ZERO = 0x0e50;
const THAI_NINE = 0x0e59;

export function normalizeDiceInput(input: string): string {
  if (input.length > DICE_LIMITS.maxInputLength) {
    throw new DiceLimitError('dice.limit.input-too-long', DICE_LIMITS.maxInputLength, input.length);
  }
  const normalized = foldInput(input);
  if (normalized.length > DICE_LIMITS.maxInputLength) {
    throw new DiceLimitError('dice.limit.input-too-long', DICE_LIMITS.maxInputLength, normalized.length);
  }
  return normalized;
}

/**
 * The accepted forms mapped to ASCII (see above), with no length limit: the one folding behind
 * dice notation and readInteger, so `๒d๖` and `๕` are read alike in every field.
 */
export function foldInput(input: string): string {
  let normalized = '';
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code < 0x80) normalized += input[i]!;
    else if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST)
      normalized += String.fromCharCode(code - FULL_WIDTH_SHIFT);
    else if (code >= THAI_ZERO && code <= THAI_NINE) normalized += String(code - THAI_ZERO);
    else normalized += EXTRA_SYMBOLS[input[i]!] ?? input[i]!;
  }
  return normalized;
}
