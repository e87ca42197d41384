/**
 * Inline dice notation in prose: `NdS` with an optional flat modifier `+ N` / `- N`
 * (`8d6`, `1d4`, `d20`, `2d6 + 3`, `1d4 − 1` with U+2212). Only lowercase `d` counts, so
 * names such as "D20 Test" or "D3" stay text. Not matched: plurals and words glued to
 * Latin letters or digits ("d20s", "3d6x"), a count of 0, or a die with fewer than 2 sides.
 * Thai and Chinese letters may touch the notation ("ทอย1d20", "掷1d20"). Every match must also
 * parse with @polyhedral/dice within its limits (so "d2000" stays text), so the site can roll it.
 */
import { parseDice } from '@polyhedral/dice';

export interface DiceMatch {
  /** Offset of the first character in the searched text. */
  start: number;
  /** Offset after the last character. */
  end: number;
  /** The text as written. */
  text: string;
  /** Normalized notation: no spaces, ASCII minus (`2d6+3`). */
  notation: string;
}

const DICE_IN_TEXT =
  /(?<![A-Za-z0-9_.,/])(\d{1,3})?d(\d{1,4}|%)(?:\s?([+\-\u2212])\s?(\d{1,3}))?(?![A-Za-z0-9_%])/g;

function rollable(notation: string): boolean {
  try {
    parseDice(notation);
    return true;
  } catch {
    return false;
  }
}

/** All dice notations in a text, in order. */
export function findDiceNotation(text: string): DiceMatch[] {
  const matches: DiceMatch[] = [];
  for (const match of text.matchAll(DICE_IN_TEXT)) {
    const [whole, count, sides, sign, modifier] = match;
    if (count !== undefined && Number(count) < 1) continue;
    if (sides !== '%' && Number(sides) < 2) continue;
    const base = `${count ?? ''}d${sides}`;
    const notation = sign === undefined ? base : `${base}${sign === '+' ? '+' : '-'}${modifier}`;
    if (!rollable(notation)) continue;
    matches.push({ start: match.index, end: match.index + whole.length, text: whole, notation });
  }
  return matches;
}
