/**
 * Inline dice notation in prose: `NdS` with an optional flat modifier `+ N` / `- N`
 * (`8d6`, `1d4`, `d20`, `2d6 + 3`, `1d4 − 1` with U+2212). Only lowercase `d` counts, so
 * names such as "D20 Test" or "D3" stay text. Thai and Chinese letters may touch the notation
 * ("ทอย1d20", "掷1d20"), and full-width forms ("１ｄ２０＋３") and Thai digits ("๘d๖") are read
 * as their ASCII equivalents (@polyhedral/dice foldInput, the one number reader's folding). An English plural ("roll two d20s") makes the die itself clickable; the
 * "s" stays text. Not matched: words glued to Latin letters or digits ("3d6x", "x3d6"), a count
 * of 0, or a die with fewer than 2 sides. Every match must also parse with @polyhedral/dice
 * within its limits (so "d2000" stays text), so the site can roll it.
 */
import { foldInput, parseDice } from '@polyhedral/dice';

export interface DiceMatch {
  /** Offset of the first character in the searched text. */
  start: number;
  /** Offset after the last character. */
  end: number;
  /** The text as written. */
  text: string;
  /** Normalized notation: ASCII, no spaces, ASCII minus (`2d6+3`). */
  notation: string;
}

const DIGIT = '[0-9\\uFF10-\\uFF19\\u0E50-\\u0E59]';
const WORD_BEFORE = '[A-Za-z0-9_.,/\\uFF10-\\uFF19\\u0E50-\\u0E59\\uFF21-\\uFF3A\\uFF41-\\uFF5A]';
const WORD_AFTER = '[A-Za-z0-9_%\\uFF10-\\uFF19\\u0E50-\\u0E59\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\uFF05]';
/** A plural "s" right after the die, itself not followed by a letter or digit ("d20s,"). */
const PLURAL = `s(?!${WORD_AFTER})`;

const DICE_IN_TEXT = new RegExp(
  `(?<!${WORD_BEFORE})(${DIGIT}{1,3})?[d\\uFF44](${DIGIT}{1,4}|[%\\uFF05])` +
    `(?:(?:\\s?([+\\-\\u2212\\uFF0B\\uFF0D])\\s?(${DIGIT}{1,3}))(?!${WORD_AFTER})|(?=${PLURAL})|(?!${WORD_AFTER}))`,
  'g',
);

function rollable(notation: string): boolean {
  try {
    parseDice(notation);
    return true;
  } catch {
    return false;
  }
}

/** The dice package's folding (full-width forms, Thai digits), the same as every other input path. */
const ascii = (text: string) => foldInput(text);

/** All dice notations in a text, in order. */
export function findDiceNotation(text: string): DiceMatch[] {
  const matches: DiceMatch[] = [];
  for (const match of text.matchAll(DICE_IN_TEXT)) {
    const [whole, rawCount, rawSides, sign, rawModifier] = match;
    const count = rawCount === undefined ? undefined : ascii(rawCount);
    const sides = ascii(rawSides!);
    if (count !== undefined && Number(count) < 1) continue;
    if (sides !== '%' && Number(sides) < 2) continue;
    const base = `${count ?? ''}d${sides}`;
    const plus = sign === '+' || sign === '\uFF0B';
    const notation = sign === undefined ? base : `${base}${plus ? '+' : '-'}${ascii(rawModifier!)}`;
    if (!rollable(notation)) continue;
    matches.push({ start: match.index, end: match.index + whole.length, text: whole, notation });
  }
  return matches;
}

/** A piece of text: plain, or a dice notation (`notation` set) to render as a dice button. */
export interface DiceTextPart {
  text: string;
  notation?: string;
}

/** Splits a text into plain parts and dice parts, in order (one plain part when it holds no dice). */
export function splitDiceText(text: string): DiceTextPart[] {
  const parts: DiceTextPart[] = [];
  let offset = 0;
  for (const match of findDiceNotation(text)) {
    if (match.start > offset) parts.push({ text: text.slice(offset, match.start) });
    parts.push({ text: match.text, notation: match.notation });
    offset = match.end;
  }
  if (offset < text.length || parts.length === 0) parts.push({ text: text.slice(offset) });
  return parts;
}
