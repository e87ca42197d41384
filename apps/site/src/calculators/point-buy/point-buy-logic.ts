import {
  ABILITIES,
  ABILITY_SCORE_LIMITS,
  type Ability,
  abilityModifier,
  POINT_BUY_LIMITS,
  type PointBuyResult,
  pointBuy,
  STANDARD_ARRAY,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule GenerateYourScores (Point Cost, table AbilityScorePointCosts): the 27-point budget. */
export { ABILITIES, ABILITY_SCORE_LIMITS, type Ability, POINT_BUY_LIMITS, STANDARD_ARRAY };

export interface PointBuyComputation {
  ok: true;
  result: PointBuyResult;
  /** The ability modifier of each score (AbilityModifiers). */
  modifiers: number[];
}

/** Every score's cost, the points spent and left, and the rule's issues (scores in ABILITIES order). */
export function computePointBuy(scores: readonly number[]): PointBuyComputation | ErrorResult {
  try {
    return { ok: true, result: pointBuy(scores), modifiers: scores.map((score) => abilityModifier(score)) };
  } catch (error) {
    return errorResultOf(error);
  }
}

/** Splits a directive preset `scores="15,14,13,12,10,8"` into one string per ability (missing: undefined). */
export function presetScores(raw: string | undefined): Partial<Record<Ability, string>> {
  if (raw === undefined) return {};
  const parts = raw.split(',').map((part) => part.trim());
  return Object.fromEntries(
    ABILITIES.flatMap((ability, index) => (parts[index] ? [[ability, parts[index]] as const] : [])),
  );
}
