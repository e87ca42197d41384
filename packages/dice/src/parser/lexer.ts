import { DiceSyntaxError } from '../errors.ts';
import { ADVANTAGE_WORDS, NOTATION_FUNCTIONS, OTHER_MATH, VARIABLE_NAMES } from './named-words.ts';
import type { Token, TokenKind } from './token.ts';

/**
 * Letter keywords, longest first so `kh` wins over `k`, `min` over `mi`, `rr` over `r`. A run of
 * letters is cut into these; a run that cannot be cut whole is one `word` token (`fire`, `dex`).
 */
const KEYWORDS: readonly TokenKind[] = [
  'min',
  'max',
  'ro',
  'rr',
  'ra',
  'mi',
  'ma',
  'kh',
  'kl',
  'dh',
  'dl',
  'pl',
  'ph',
  'cs',
  'cf',
  'sa',
  'sd',
  'k',
  'r',
  'd',
  'f',
  'e',
  'p',
  's',
];

/**
 * Whole words read as one `word` token even though keywords could spell them: the functions of
 * other rollers (`floor`, `round`, `exp`...), advantage words, and ability and proficiency names
 * players type as variables (`1d20+dex` would otherwise be `d` `e` `x`).
 */
export const WHOLE_WORDS: ReadonlySet<string> = new Set([
  ...NOTATION_FUNCTIONS,
  ...ADVANTAGE_WORDS,
  ...OTHER_MATH,
  ...VARIABLE_NAMES,
]);

export const ARITHMETIC_SYMBOLS = ['+', '-', '*', '/', '(', ')'] as const;

const SYMBOLS: readonly string[] = [
  '<=',
  '>=',
  '==',
  '//',
  '!!',
  '<',
  '>',
  '=',
  '!',
  ...ARITHMETIC_SYMBOLS,
  '{',
  '}',
  ',',
  '%',
];

/** Symbols other rollers spell differently, read as ours: d20's `==` and `//` (floor division). */
const SYMBOL_KIND: Readonly<Record<string, TokenKind>> = { '==': '=', '//': '/' };

const EXPECTED_ANY = ['number', 'd', '(', '-'];

const isLetter = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** A keyword's or a symbol's token: the source's text from `start` to `end`, no value. */
function spanToken(kind: TokenKind, source: string, start: number, end: number): Token {
  return { kind, text: source.slice(start, end), value: 0, start, end };
}

/** Splits normalized input into tokens; whitespace separates tokens and is otherwise ignored. */
export function lexDice(source: string): Token[] {
  const tokens: Token[] = [];
  // ASCII-only lowercase: Unicode case mapping would turn the Kelvin sign into `k` or change lengths.
  const lower = source.replace(/[A-Z]/g, (c) => c.toLowerCase());
  let i = 0;
  while (i < source.length) {
    const ch = lower[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (isDigit(ch)) {
      let j = i;
      while (isDigit(lower[j])) j++;
      // `1.5`, `1d20+1.45`: a decimal number, refused whole (never read as 15 or 145).
      if (lower[j] === '.' && isDigit(lower[j + 1])) {
        let k = j + 1;
        while (isDigit(lower[k])) k++;
        throw new DiceSyntaxError('dice.syntax.decimal-number', i, source.slice(i, k), [], {
          suggestion: fractionOf(source.slice(i, k)),
        });
      }
      const text = source.slice(i, j);
      tokens.push({ kind: 'number', text, value: Number(text), start: i, end: j });
      i = j;
      continue;
    }
    if (ch === '[') {
      const close = source.indexOf(']', i + 1);
      if (close < 0) throw new DiceSyntaxError('dice.syntax.unclosed-annotation', i, '[', [']']);
      const text = source.slice(i + 1, close).trim();
      tokens.push({ kind: 'annotation', text, value: 0, start: i, end: close + 1 });
      i = close + 1;
      continue;
    }
    if (isLetter(ch)) {
      let j = i;
      while (isLetter(lower[j])) j++;
      const run = { start: i, end: j };
      const word = lower.slice(i, j);
      const parts = WHOLE_WORDS.has(word) ? null : splitKeywords(word);
      if (parts === null)
        tokens.push({ kind: 'word', text: source.slice(i, j), value: 0, start: i, end: j, run });
      else {
        let at = i;
        for (const kind of parts) {
          tokens.push({ ...spanToken(kind, source, at, at + kind.length), run });
          at += kind.length;
        }
      }
      i = j;
      continue;
    }
    const symbol = SYMBOLS.find((s) => lower.startsWith(s, i));
    if (symbol === undefined) {
      const found = String.fromCodePoint(source.codePointAt(i)!);
      throw new DiceSyntaxError('dice.syntax.unexpected-character', i, found, EXPECTED_ANY);
    }
    const kind = SYMBOL_KIND[symbol] ?? (symbol as TokenKind);
    tokens.push(spanToken(kind, source, i, i + symbol.length));
    i += symbol.length;
  }
  tokens.push({ kind: 'end', text: '', value: 0, start: source.length, end: source.length });
  return tokens;
}

/** Cuts a run of letters into keywords, longest first at each place; null when some letters are left. */
function splitKeywords(word: string): TokenKind[] | null {
  const parts: TokenKind[] = [];
  let at = 0;
  while (at < word.length) {
    const keyword = KEYWORDS.find((k) => word.startsWith(k, at));
    if (keyword === undefined) return null;
    parts.push(keyword);
    at += keyword.length;
  }
  return parts;
}

/** `1.5` as the whole-number fraction that means it (`3/2`), for the message. */
function fractionOf(text: string): string {
  const [whole = '0', decimals = ''] = text.split('.');
  const denominator = 10 ** decimals.length;
  let numerator = Number(whole) * denominator + Number(decimals);
  let d = denominator;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(numerator, d);
  numerator /= g;
  d /= g;
  return `${numerator}/${d}`;
}
