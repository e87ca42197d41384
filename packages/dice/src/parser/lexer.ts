import { DiceSyntaxError } from '../errors.ts';
import type { Token, TokenKind } from './token.ts';

/** Letter keywords, longest first so `kh` wins over `k` and `dh` over `d`. */
const WORDS: readonly TokenKind[] = ['ro', 'mi', 'ma', 'kh', 'kl', 'dh', 'dl', 'k', 'r', 'd', 'f'];
const SYMBOLS: readonly TokenKind[] = [
  '<=',
  '>=',
  '<',
  '>',
  '=',
  '!',
  '+',
  '-',
  '*',
  '/',
  '(',
  ')',
  '{',
  '}',
  ',',
  '%',
];

const EXPECTED_ANY = ['number', 'd', '(', '-'];

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
    if (ch >= '0' && ch <= '9') {
      let j = i;
      while (j < source.length && lower[j]! >= '0' && lower[j]! <= '9') j++;
      const text = source.slice(i, j);
      tokens.push({ kind: 'number', text, value: Number(text), start: i, end: j });
      i = j;
      continue;
    }
    const kind = matchAt(lower, i);
    if (kind === null) {
      const found = String.fromCodePoint(source.codePointAt(i)!);
      throw new DiceSyntaxError('dice.syntax.unexpected-character', i, found, EXPECTED_ANY);
    }
    tokens.push({ kind, text: source.slice(i, i + kind.length), value: 0, start: i, end: i + kind.length });
    i += kind.length;
  }
  tokens.push({ kind: 'end', text: '', value: 0, start: source.length, end: source.length });
  return tokens;
}

function matchAt(lower: string, i: number): TokenKind | null {
  for (const word of WORDS) if (lower.startsWith(word, i)) return word;
  for (const symbol of SYMBOLS) if (lower.startsWith(symbol, i)) return symbol;
  return null;
}
