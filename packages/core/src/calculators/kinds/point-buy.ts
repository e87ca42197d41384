import { abilityModifier } from '../../rules/ability-modifier.ts';
import { POINT_BUY_LIMITS, type PointBuyResult, pointBuy } from '../../rules/point-buy.ts';
import { ABILITIES } from '../../tables/shared-labels.ts';
import { defineCalculator } from '../define-calculator.ts';
import type { IntegerListParam } from '../param-spec.ts';

const SCORES: IntegerListParam<'scores'> = {
  name: 'scores',
  type: 'integer-list',
  // Any ability score may be typed; the rule reports scores it can't buy as issues.
  min: 1,
  max: 30,
  maxItems: POINT_BUY_LIMITS.scores,
  default: Array.from({ length: POINT_BUY_LIMITS.scores }, () => POINT_BUY_LIMITS.min),
  // One score per ability, in the order of the rules' ability list.
  items: ABILITIES,
};

/** Rule GenerateYourScores (Point Cost, table AbilityScorePointCosts): the 27-point budget. */
export const pointBuyCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'point-buy',
  ruleId: 'GenerateYourScores',
  params: [SCORES],
  compute: (input): { result: PointBuyResult; modifiers: number[] } => ({
    result: pointBuy(input.scores),
    modifiers: input.scores.map((score) => abilityModifier(score)),
  }),
});
