/**
 * Every Unicode digit form a number can be written in, folded to ASCII one character for one (so
 * offsets stay valid): superscript ⁰-⁹ (¹ ² ³ included), subscript ₀-₉, full-width ０-９,
 * Arabic-Indic ٠-٩ and Eastern Arabic-Indic ۰-۹, Thai ๐-๙. The number check reads every number
 * through this folding, then flags each non-ASCII form in a translation (content.numbers.digit-form):
 * a "+³ AC" is read as +3 and refused for its form even where the value is right. Browser-safe.
 */

/** The first code point of each run of ten digits 0-9 (superscripts are not one run: listed apart). */
const RUNS = [0x2080, 0xff10, 0x0660, 0x06f0, 0x0e50];
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The ASCII digit a character stands for, or undefined when it is not a digit of another form. */
export function foldedDigit(char: string): string | undefined {
  const superscript = SUPERSCRIPTS.indexOf(char);
  if (superscript >= 0) return String(superscript);
  const code = char.charCodeAt(0);
  const run = RUNS.find((first) => code >= first && code <= first + 9);
  return run === undefined ? undefined : String(code - run);
}

const OTHER_DIGIT = /[⁰¹²³⁴-⁹₀-₉０-９٠-٩۰-۹๐-๙]/gu;

/** The text with every other digit form written as its ASCII digit (same length). */
export function foldDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (char) => foldedDigit(char) ?? char);
}

/** Each non-ASCII digit a text writes, with its offset and the ASCII digit it stands for. */
export function otherDigitForms(text: string): { offset: number; written: string; digit: string }[] {
  return [...text.matchAll(OTHER_DIGIT)].map((match) => ({
    offset: match.index,
    written: match[0],
    digit: foldedDigit(match[0]) ?? match[0],
  }));
}
