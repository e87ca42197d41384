import { RuleInputError } from '../errors.ts';
import { type AbilityScores, applyBackgroundIncrease } from '../rules/ability-generation.ts';
import { pointBuy } from '../rules/point-buy.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { requireOption } from '../validate.ts';
import { SCORE_METHODS, type ScoreMethod } from './character-types.ts';
import { checkStandardArray } from './standard-array.ts';

export interface ScoreSteps {
  method: ScoreMethod;
  /** The generated scores, in ability order (Strength to Charisma). */
  base: readonly number[];
  backgroundAbilities: readonly [Ability, Ability, Ability];
  /** +2 and +1, or +1 three times, among the background's abilities. */
  increases: Partial<Record<Ability, number>>;
}

/**
 * Character creation's Step 3 to the end (ruleIds GenerateYourScores, AssignAbilityScores,
 * AdjustAbilityScores): the generated scores must be a valid point buy (27 points, 8-15) or the
 * Standard Array; then the background raises one of its abilities by 2 and another by 1, or all
 * three by 1, none above 20. Returns the scores before and after; the first problem is thrown.
 */
export function finalScores(steps: ScoreSteps): { base: AbilityScores; final: AbilityScores } {
  const method = requireOption('method', steps.method, SCORE_METHODS);
  if (method === 'point-buy') {
    const bought = pointBuy(steps.base);
    const issue = bought.issues[0];
    if (issue) throw new RuleInputError(issue.code, issue.params);
  } else {
    checkStandardArray(steps.base);
  }
  const base = Object.fromEntries(
    ABILITIES.map((ability, i) => [ability, steps.base[i] as number]),
  ) as Record<Ability, number>;
  const final = applyBackgroundIncrease(base, steps.backgroundAbilities, steps.increases);
  return { base, final };
}
