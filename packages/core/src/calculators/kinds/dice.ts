import {
  type Distribution,
  type DistributionSummary,
  distributionOf,
  distributionSummary,
  parseDice,
  probabilityAtLeast,
} from '@polyhedral/dice';
import { criticalDamageExpression } from '../../rules/critical-damage.ts';
import { defineCalculator, flag, optionalInt } from '../define-calculator.ts';
import { dice } from '../text-params.ts';

/** Largest |threshold| the "at least" field takes (nine digits). */
export const DICE_THRESHOLD_LIMITS = { min: -999_999_999, max: 999_999_999 } as const;

export interface DiceCalculatorResult {
  distribution: Distribution;
  summary: DistributionSummary;
  /** P(result >= at-least), or null when no threshold is given. */
  chanceAtLeast: number | null;
  /** The expression is a comparison (`1d20+5>=15`): its outcome is 1 (success) or 0. */
  isComparison: boolean;
}

/** Rule DamageRolls: the exact distribution of any dice expression (critical: dice as on a Critical Hit). */
export const diceCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'dice',
  ruleId: 'DamageRolls',
  params: [dice('expr', '8d6'), flag('critical'), optionalInt('at-least', DICE_THRESHOLD_LIMITS)],
  compute: (input, ruleset): DiceCalculatorResult => {
    const parsed = parseDice(input.expr);
    const node = input.critical ? criticalDamageExpression(parsed, ruleset) : parsed;
    const distribution = distributionOf(node);
    return {
      distribution,
      summary: distributionSummary(distribution),
      chanceAtLeast: input['at-least'] === null ? null : probabilityAtLeast(distribution, input['at-least']),
      isComparison: node.type === 'compare',
    };
  },
});
