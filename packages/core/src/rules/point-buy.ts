import { POINT_BUY_BUDGET, POINT_COSTS } from '../tables/ability-score-point-costs.ts';
import { requireInteger } from '../validate.ts';

export const POINT_BUY_LIMITS = { min: 8, max: 15, scores: 6, budget: POINT_BUY_BUDGET } as const;

export interface PointBuyIssue {
  code: 'rules.point-buy.score-out-of-range' | 'rules.point-buy.over-budget' | 'rules.point-buy.wrong-count';
  params: Record<string, number>;
}

export interface PointBuyResult {
  valid: boolean;
  spent: number;
  remaining: number;
  /** Cost of each score (null when the score can't be bought). */
  costs: (number | null)[];
  issues: PointBuyIssue[];
}

/**
 * Point Cost ability scores (ruleIds GenerateYourScores, AbilityScorePointCosts; seed 002 lines
 * 972-984): 27 points, scores 8-15 before background increases, 14 costs 7. Rule violations
 * come back as issues (code + params) so a calculator can show all of them at once; input that
 * is not a whole number is a RuleInputError.
 */
export function pointBuy(scores: readonly number[]): PointBuyResult {
  const issues: PointBuyIssue[] = [];
  if (scores.length !== POINT_BUY_LIMITS.scores) {
    issues.push({
      code: 'rules.point-buy.wrong-count',
      params: { expected: POINT_BUY_LIMITS.scores, actual: scores.length },
    });
  }
  let spent = 0;
  const costs = scores.map((score, index) => {
    const s = requireInteger(`scores[${index}]`, score, 0, 30);
    const cost = POINT_COSTS[s];
    if (cost === undefined) {
      issues.push({
        code: 'rules.point-buy.score-out-of-range',
        params: { index, min: POINT_BUY_LIMITS.min, max: POINT_BUY_LIMITS.max, actual: s },
      });
      return null;
    }
    spent += cost;
    return cost;
  });
  const remaining = POINT_BUY_BUDGET - spent;
  if (remaining < 0)
    issues.push({ code: 'rules.point-buy.over-budget', params: { budget: POINT_BUY_BUDGET, spent } });
  return { valid: issues.length === 0, spent, remaining, costs, issues };
}
