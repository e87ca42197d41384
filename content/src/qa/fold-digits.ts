/**
 * Every way Unicode writes a digit, folded to ASCII before numbers are compared: decimal digits of
 * any script (Thai ๓, Arabic-Indic ٣, full-width ３, mathematical 𝟑, ...), superscripts and
 * subscripts (³, ₃), circled and other compatibility digits; full-width and other plus and minus
 * signs to `+` and `−`. One code point in, one out where it can (positions stay put for a digit).
 */

const DECIMAL = /\p{Nd}/u;
const OTHER_NUMBER = /\p{No}/u;
const PLUS = /[＋﹢⁺₊]/gu;
const MINUS = /[-－﹣⁻₋‐‑‒–]/gu;

/** The value of a decimal digit of any script: its place in its run of ten. */
function decimalValue(char: string): number {
  const code = char.codePointAt(0)!;
  let start = code;
  while (DECIMAL.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

function foldChar(char: string): string {
  if (char >= '0' && char <= '9') return char;
  if (DECIMAL.test(char)) return String(decimalValue(char));
  if (OTHER_NUMBER.test(char)) {
    const folded = char.normalize('NFKC');
    if (/^\d+$/.test(folded)) return folded;
  }
  return char;
}

export function foldDigits(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded.replace(PLUS, '+').replace(MINUS, (sign: string, at: number, all: string) =>
    // A dash after a digit is a range (1–3) and one before no digit is punctuation: neither is a sign.
    /\d/.test(all[at - 1] ?? '') || !/\d/.test(all[at + 1] ?? '') ? sign : '−',
  );
}

/** A digit written in a form other than ASCII, Thai or full-width (the forms the content uses): its text, else null. */
export function oddDigitForm(text: string): string | null {
  for (const char of text) {
    if (char >= '0' && char <= '9') continue;
    if (/[\u0E50-\u0E59\uFF10-\uFF19]/u.test(char)) continue;
    if (DECIMAL.test(char) || (OTHER_NUMBER.test(char) && /^\d+$/.test(char.normalize('NFKC')))) return char;
  }
  return null;
}
