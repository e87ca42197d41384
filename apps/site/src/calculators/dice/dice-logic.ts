import type { DistributionSummary } from '@polyhedral/dice';
import {
  type Distribution,
  distributionOf,
  distributionSummary,
  parseDice,
  probabilityAtLeast,
} from '@polyhedral/dice';
import { checkCalculatorDice } from '../shared/dice-budget.ts';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';
import type { FieldResult } from '../shared/types.ts';

/** Rule DamageRolls (and DiceNotation in th/zh): any dice expression a reader types. */
export const DICE_EXPRESSION_MAX_LENGTH = 200;

export interface DiceComputation {
  ok: true;
  distribution: Distribution;
  summary: DistributionSummary;
  /** P(result >= atLeast) when a threshold is given. */
  chanceAtLeast: number | null;
  /** The expression is a comparison (`1d20+5>=15`): its outcome is 1 (success) or 0. */
  isComparison: boolean;
}

export function validateExpression(raw: string): FieldResult<string> {
  const text = raw.trim();
  if (text === '') return { ok: false, messageKey: 'calc.error.required' };
  try {
    parseDice(text);
    checkCalculatorDice(text);
    return { ok: true, value: text };
  } catch (error) {
    const failure = errorResultOf(error);
    return { ok: false, messageKey: failure.messageKey, params: failure.params };
  }
}

export function validateThreshold(raw: string): FieldResult<number | null> {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/\u2212/g, '-');
  if (text === '') return { ok: true, value: null };
  if (!/^[+-]?\d{1,9}$/.test(text)) return { ok: false, messageKey: 'calc.error.integer' };
  return { ok: true, value: Number(text) };
}

/** The exact distribution of an expression, or the typed error that explains why there is none. */
export function computeDice(expression: string, atLeast: number | null): DiceComputation | ErrorResult {
  try {
    checkCalculatorDice(expression);
    const node = parseDice(expression);
    const distribution = distributionOf(node);
    return {
      ok: true,
      isComparison: node.type === 'compare',
      distribution,
      summary: distributionSummary(distribution),
      chanceAtLeast: atLeast === null ? null : probabilityAtLeast(distribution, atLeast),
    };
  } catch (error) {
    return errorResultOf(error);
  }
}
