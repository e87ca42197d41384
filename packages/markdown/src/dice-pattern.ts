/**
 * Inline dice notation in prose: `NdS` with an optional `+ N` / `- N` (`8d6`, `d20`, `1d4 − 1`).
 * Only lowercase `d` counts ("D20 Test" stays text); Thai and Chinese letters may touch it
 * ("ทอย1d20"); full-width forms and Thai digits are folded (foldInput); in "two d20s" the "s" stays
 * text. Not matched: glued to Latin letters or digits ("3d6x"), a count of 0, fewer than 2 sides,
 * or anything @polyhedral/dice refuses ("d2000"), so the site can roll every match.
 */
import { foldInput, parseDice } from '@polyhedral/dice';

export interface DiceMatch {
  /** Offset of the first character in the searched text. */
  start: number;
  /** Offset after the last character. */
  end: number;
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

export function findDiceNotation(text: string): DiceMatch[] {
  const matches: DiceMatch[] = [];
  for (const match of text.matchAll(DICE_IN_TEXT)) {
    const [whole, rawCount, rawSides, sign, rawModifier] = match;
    const count = rawCount === undefined ? undefined : foldInput(rawCount);
    const sides = foldInput(rawSides!);
    if (count !== undefined && Number(count) < 1) continue;
    if (sides !== '%' && Number(sides) < 2) continue;
    const base = `${count ?? ''}d${sides}`;
    const plus = sign === '+' || sign === '\uFF0B';
    const notation = sign === undefined ? base : `${base}${plus ? '+' : '-'}${foldInput(rawModifier!)}`;
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
