/**
 * Every Unicode digit form a number can be written in, folded to ASCII one character for one (so
 * offsets stay valid): superscript ⁰-⁹ (¹ ² ³ included), subscript ₀-₉, and every other decimal
 * digit of Unicode (general category Nd: full-width ０-９, Arabic-Indic ٠-٩ and ۰-۹, Thai ๐-๙,
 * Devanagari, …). The number check reads every number through this folding, then flags each
 * non-ASCII form in a translation (content.numbers.digit-form): a "+³ AC" is read as +3 and refused
 * for its form even where the value is right. A digit outside the Basic Multilingual Plane
 * (mathematical 𝟑) is two UTF-16 units: flagged, not folded. Browser-safe.
 */

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT_ZERO = 0x2080;
const DECIMAL = /\p{Nd}/u;

/**
 * A decimal digit's value: Unicode writes each script's digits as a run of ten, 0 to 9, so the
 * value is how many digits stand before it in its run.
 */
function decimalValue(code: number): number {
  let before = 0;
  while (before < 60 && DECIMAL.test(String.fromCodePoint(code - before - 1))) before += 1;
  return before % 10;
}

/** The ASCII digit a character stands for, or undefined when it is not a digit of another form. */
export function foldedDigit(char: string): string | undefined {
  const superscript = SUPERSCRIPTS.indexOf(char);
  if (superscript >= 0) return String(superscript);
  const code = char.codePointAt(0)!;
  if (code >= SUBSCRIPT_ZERO && code <= SUBSCRIPT_ZERO + 9) return String(code - SUBSCRIPT_ZERO);
  if (code < 0x80 || !DECIMAL.test(char)) return undefined;
  return String(decimalValue(code));
}

const OTHER_DIGIT = /[⁰¹²³⁴-⁹₀-₉]|(?![0-9])\p{Nd}/gu;

/** The text with every other digit form of the BMP written as its ASCII digit (same length). */
export function foldDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (char) => (char.length === 1 ? (foldedDigit(char) ?? char) : char));
}

/** Each non-ASCII digit a text writes, with its offset and the ASCII digit it stands for. */
export function otherDigitForms(text: string): { offset: number; written: string; digit: string }[] {
  return [...text.matchAll(OTHER_DIGIT)].map((match) => ({
    offset: match.index,
    written: match[0],
    digit: foldedDigit(match[0]) ?? match[0],
  }));
}
