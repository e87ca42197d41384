import { characterDiceVariables } from '@polyhedral/core';
import { formatDice, parseDiceWithNotes } from '@polyhedral/dice';
import { checkCalculatorDice } from './dice-budget.ts';
import { errorResultOf } from './error-result.ts';
import { loadCharacter } from './my-character.ts';
import type { FieldResult } from './types.ts';

/**
 * A dice expression a reader types: it must parse and stay within the calculator's work budget.
 * The names players type for a character's numbers (`1d20+PB`, `1d20+STR`) read from My
 * character when one is kept on this device: the value the calculator computes has the numbers in
 * (`1d20 + 3[PB]`), while the field and its URL keep what the reader typed, so a shared link never
 * carries the character. Without a character such a name is refused, naming the number to type.
 */
export function validateExpression(
  raw: string,
  share = 1,
  character: ReturnType<typeof loadCharacter> = loadCharacter(),
): FieldResult<string> {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'calc.error.required' };
  try {
    const variables = character === null ? undefined : characterDiceVariables(character);
    const { node, notes } = parseDiceWithNotes(text, { variables });
    checkCalculatorDice(node, share);
    const usesCharacter = notes.some((note) => note.code === 'dice.note.variable');
    return { ok: true, value: usesCharacter ? formatDice(node) : text };
  } catch (error) {
    return errorResultOf(error);
  }
}
