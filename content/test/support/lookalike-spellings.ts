/**
 * Look-alike spellings of a name, class by class (issue 98 item 4): what a person would register
 * beside a real reviewer to be credited as them. Written from how text is shown, not from the name
 * check: each class changes code points and leaves what a reader sees alone (or near enough that a
 * reader takes it for the same name). A class that does not apply to a name gives nothing.
 */
import confusables from 'unhomoglyph/data.json' with { type: 'json' };

export interface Lookalike {
  kind: string;
  spelling: string;
  imitates: string;
}

const chars = (text: string) => [...text];
const LATIN_LETTER = /^[A-Za-z]$/;
const THAI_MARK = /^[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]$/;
const THAI_TONE = /[\u0e48-\u0e4b]/;
/** A vowel mark above or below, then a tone mark (the order a keyboard types). */
const THAI_VOWEL_THEN_TONE = /([\u0e31\u0e34-\u0e3a\u0e47])([\u0e48-\u0e4c])/u;

/** Latin letters and the Cyrillic / Greek letters drawn the same (a sample a person would pick). */
const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  j: 'ј',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  J: 'Ј',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  S: 'Ѕ',
  T: 'Т',
};
const GREEK: Record<string, string> = {
  i: 'ι',
  o: 'ο',
  v: 'ν',
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  Z: 'Ζ',
};
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u034f', '\u00ad'];
const MARKS_BELOW = ['\u0323', '\u0331', '\u0324', '\u0330', '\u0325'];
const MARKS_ABOVE = ['\u0307', '\u0304', '\u0306', '\u0308', '\u0300'];
const BLANKS = ['  ', '\u00a0', '\u3000', '\u2800', '\u2002', '\u3164'];

const toFullWidth = (char: string) =>
  LATIN_LETTER.test(char) ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char;
const toMathBold = (char: string) => {
  if (!LATIN_LETTER.test(char)) return char;
  const lower = char >= 'a';
  return String.fromCodePoint((lower ? 0x1d41a : 0x1d400) + char.codePointAt(0)! - (lower ? 97 : 65));
};

/** Each position of `name` whose character `swap` gives another for, as one spelling. */
function eachSwap(name: string, swap: (char: string) => readonly string[]): string[] {
  const list = chars(name);
  return list.flatMap((char, at) =>
    swap(char).map((other) => [...list.slice(0, at), other, ...list.slice(at + 1)].join('')),
  );
}

/** Characters the Unicode confusables data draws as `char` (the data's own pairs, in the name's script). */
function confusableWith(char: string): string[] {
  return Object.entries(confusables as Record<string, string>)
    .filter(([from, to]) => to === char && from !== char && [...from].length === 1)
    .map(([from]) => from);
}

/** Han compatibility ideographs that are `char` (what NFKC folds back). */
function compatibilityOf(char: string): string[] {
  const found: string[] = [];
  for (const [start, end] of [
    [0xf900, 0xfaff],
    [0x2f800, 0x2fa1f],
  ] as const) {
    for (let code = start; code <= end; code += 1) {
      const other = String.fromCodePoint(code);
      if (other !== char && other.normalize('NFKC') === char) found.push(other);
    }
  }
  return found;
}

/** Every class: its name and the spellings it makes of `name`. */
export const LOOKALIKE_CLASSES: Record<string, (name: string) => string[]> = {
  'full-width, every letter': (name) =>
    /[A-Za-z]/.test(name) ? [chars(name).map(toFullWidth).join('')] : [],
  'full-width, one letter': (name) =>
    eachSwap(name, (char) => (LATIN_LETTER.test(char) ? [toFullWidth(char)] : [])),
  'math bold, every letter': (name) => (/[A-Za-z]/.test(name) ? [chars(name).map(toMathBold).join('')] : []),
  'Thai SARA AM before the tone mark': (name) =>
    chars(name).some((char, at, list) => THAI_TONE.test(char) && list[at + 1] === '\u0e33')
      ? [name.replace(/([\u0e48-\u0e4b])\u0e33/gu, '\u0e33$1')]
      : [],
  'Thai SARA AM as NIKHAHIT + SARA AA': (name) =>
    name.includes('\u0e33') ? [name.replaceAll('\u0e33', '\u0e4d\u0e32')] : [],
  'Thai marks in another order': (name) =>
    THAI_VOWEL_THEN_TONE.test(name) ? [name.replace(new RegExp(THAI_VOWEL_THEN_TONE, 'gu'), '$2$1')] : [],
  'doubled vowel or tone mark': (name) =>
    eachSwap(name, (char) => (THAI_MARK.test(char) || /^\p{M}$/u.test(char) ? [char + char] : [])),
  'combining mark below the last letter': (name) => MARKS_BELOW.map((mark) => name + mark),
  'combining mark above the last letter': (name) => MARKS_ABOVE.map((mark) => name + mark),
  'Cyrillic letter': (name) => eachSwap(name, (char) => (CYRILLIC[char] ? [CYRILLIC[char]] : [])),
  'Greek letter': (name) => eachSwap(name, (char) => (GREEK[char] ? [GREEK[char]] : [])),
  'zero-width character': (name) =>
    ZERO_WIDTH.map((mark) => chars(name)[0] + mark + chars(name).slice(1).join('')),
  case: (name) =>
    [
      name.toUpperCase(),
      name.toLowerCase(),
      name.replace(/\b\w/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())),
    ].filter((spelling) => spelling !== name),
  'another blank between words': (name) =>
    name.includes(' ') ? BLANKS.map((blank) => name.replace(' ', blank)) : [],
  'blank at an end': (name) => [` ${name}`, `${name} `, `${name}\u3000`],
  'same-script confusable letter (Unicode data)': (name) =>
    eachSwap(name, (char) =>
      /\p{L}|\p{M}/u.test(char) && !LATIN_LETTER.test(char) ? confusableWith(char) : [],
    ),
  'Han compatibility ideograph': (name) =>
    eachSwap(name, (char) => (/\p{Script=Han}/u.test(char) ? compatibilityOf(char) : [])),
};

/** Every look-alike of every name in `registry`, class by class (none equal to a registered name). */
export function lookalikeSpellings(registry: readonly string[]): Lookalike[] {
  const registered = new Set(registry);
  const seen = new Set<string>();
  const out: Lookalike[] = [];
  for (const [kind, make] of Object.entries(LOOKALIKE_CLASSES)) {
    for (const imitates of registry) {
      for (const spelling of make(imitates)) {
        if (registered.has(spelling) || seen.has(`${kind}\n${spelling}`)) continue;
        seen.add(`${kind}\n${spelling}`);
        out.push({ kind, spelling, imitates });
      }
    }
  }
  return out;
}
