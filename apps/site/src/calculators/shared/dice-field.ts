import type { ParsedDice } from '@polyhedral/core/calculators';
import { characterDiceVariables } from '@polyhedral/core/character';
import { formatDice, parseDiceWithNotes } from '@polyhedral/dice';
import { checkCalculatorDice } from './dice-budget.ts';
import { errorResultOf } from './error-result.ts';
import { loadCharacter } from './my-character.ts';
import type { FieldResult } from './types.ts';

/** A dice field's result: when it passes, the text compute reads and the tree it parsed and checked. */
export type DiceFieldResult =
  | { ok: true; value: string; parsed: ParsedDice }
  | Extract<FieldResult<string>, { ok: false }>;

/**
 * A dice expression a reader types: it must parse and stay within the work budget. `PB`, `STR`...
 * read from My character when one is kept: the computed value has the numbers in (`1d20 + 3[PB]`)
 * while the field and URL keep the text, so a shared link never carries the character; without
 * one such a name is refused. The parse is carried (`parsed`) so a keystroke parses once.
 */
export function validateExpression(
  raw: string,
  share = 1,
  character: ReturnType<typeof loadCharacter> = loadCharacter(),
): DiceFieldResult {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'calc.error.required' };
  try {
    const variables = character === null ? undefined : characterDiceVariables(character);
    const { node, notes } = parseDiceWithNotes(text, { variables });
    checkCalculatorDice(node, share);
    const readings = notes.filter((note) => note.code !== 'dice.note.variable');
    const value = readings.length < notes.length ? formatDice(node) : text;
    return { ok: true, value, parsed: { node, notes: readings } };
  } catch (error) {
    return errorResultOf(error);
  }
}

/** The parse a passing dice field carries: compute reads it instead of parsing the text again. */
export function carriedParse(result: FieldResult<unknown> | undefined): ParsedDice {
  const parsed = (result as { parsed?: ParsedDice } | undefined)?.parsed;
  if (!parsed) throw new Error('a dice field that passed carries its parse');
  return parsed;
}
