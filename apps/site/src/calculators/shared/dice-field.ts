import { parseDice } from '@polyhedral/dice';
import { checkCalculatorDice } from './dice-budget.ts';
import { errorResultOf } from './error-result.ts';
import type { FieldResult } from './types.ts';

/** A dice expression a reader types: it must parse and stay within the calculator's work budget. */
export function validateExpression(raw: string, share = 1): FieldResult<string> {
  const text = raw.trim();
  if (text === '') return { ok: false, messageKey: 'calc.error.required' };
  try {
    parseDice(text);
    checkCalculatorDice(text, share);
    return { ok: true, value: text };
  } catch (error) {
    const failure = errorResultOf(error);
    return { ok: false, messageKey: failure.messageKey, params: failure.params };
  }
}
