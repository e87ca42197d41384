/** Test support: the DiceSyntaxError the parser refuses `input` with (throws if it accepts it). */
import { DiceSyntaxError } from '../../src/errors.ts';
import { parseDice } from '../../src/parser/parse-dice.ts';

export function syntaxRefusal(input: string): DiceSyntaxError {
  try {
    parseDice(input);
  } catch (error) {
    if (error instanceof DiceSyntaxError) return error;
    throw error;
  }
  throw new Error(`${input} was accepted`);
}
