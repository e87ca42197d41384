import { DiceSyntaxError } from '../errors.ts';
import { NOTATION_FUNCTIONS, OTHER_MATH, VARIABLE_NAMES } from './named-words.ts';

/** Other rollers' functions, `min` and `max` among them (here they are modifiers: `4d6min2`). */
const OTHER_FUNCTIONS: ReadonlySet<string> = new Set([...OTHER_MATH, 'min', 'max']);

const VARIABLES: ReadonlySet<string> = new Set(VARIABLE_NAMES);

const OPERAND = ['number', 'd', '(', '-'];

/**
 * The error for a word the notation does not know, at the word's start, naming what the text most
 * likely meant: a label (`8d6 fire`: `8d6 [fire]`), a character's number (`1d20+dex`), `adv`/`dis`
 * away from a single die, another roller's function (`sqrt(…)`), else the words the notation knows.
 */
export function wordError(
  source: string,
  span: { start: number; end: number },
  expected: readonly string[],
  followedByParen: boolean,
): DiceSyntaxError {
  const found = source.slice(span.start, span.end);
  const word = found.toLowerCase();
  if (word === 'adv' || word === 'dis') {
    // The d20 of the text rolled twice (`1d20 + 5 adv` -> `2d20kh1 + 5`).
    const pair = word === 'adv' ? '2d20kh1' : '2d20kl1';
    const without = replaceSpan(source, span, '').replace(/\s+$/, '');
    const d20 = /(?<![0-9])1?d20(?![0-9])/i;
    return new DiceSyntaxError('dice.syntax.advantage-word', span.start, found, expected, {
      suggestion: d20.test(without) ? without.replace(d20, pair) : pair,
    });
  }
  if (followedByParen && OTHER_FUNCTIONS.has(word)) {
    return new DiceSyntaxError('dice.syntax.unknown-function', span.start, found, OPERAND, {
      suggestion: NOTATION_FUNCTIONS.join(', '),
    });
  }
  if (VARIABLES.has(word)) {
    return new DiceSyntaxError('dice.syntax.variable-word', span.start, found, OPERAND, {
      suggestion: replaceSpan(source, span, '5'),
    });
  }
  if (expected.includes('end')) {
    // The rest of the text, when it is words only, is one label: `1d20+5 sword attack`.
    // The words up to the next sign are one label: `1d20+5 sword attack`, `1d20 I rolled a d20`.
    const rest = /^[^+\-*/()<>=[\]{}]*/.exec(source.slice(span.start))![0].trimEnd();
    const end = span.start + rest.length;
    const label = source.slice(span.start, end);
    return new DiceSyntaxError('dice.syntax.label-word', span.start, found, expected, {
      suggestion: `${source.slice(0, span.start)}[${label}]${source.slice(end)}`.trim(),
    });
  }
  return new DiceSyntaxError('dice.syntax.unknown-word', span.start, found, expected);
}

function replaceSpan(source: string, span: { start: number; end: number }, text: string): string {
  return `${source.slice(0, span.start)}${text}${source.slice(span.end)}`.trim();
}
