import { describe, expect, it } from 'vitest';
import { abilityScorePointCosts } from '../tables/ability-score-point-costs.ts';
import { pointBuy } from './point-buy.ts';

describe('Point Cost (GenerateYourScores, AbilityScorePointCosts; seed 002 lines 972-984)', () => {
  it('"a score of 14 costs 7 of your 27 points"', () => {
    const result = pointBuy([14, 8, 8, 8, 8, 8]);
    expect(result.costs[0]).toBe(7);
    expect(result.spent).toBe(7);
    expect(result.remaining).toBe(20);
    expect(result.valid).toBe(true);
  });

  it('the Standard Array 15, 14, 13, 12, 10, 8 costs exactly 27', () => {
    expect(pointBuy([15, 14, 13, 12, 10, 8])).toMatchObject({ spent: 27, remaining: 0, valid: true });
  });

  it('costs follow the table row by row', () => {
    for (const row of abilityScorePointCosts.rows) {
      expect(pointBuy([row.score as number, 8, 8, 8, 8, 8]).spent).toBe(row.cost);
    }
  });

  it('reports every problem with a code: over budget, scores outside 8-15, wrong count', () => {
    const over = pointBuy([15, 15, 15, 15, 8, 8]);
    expect(over.valid).toBe(false);
    expect(over.issues).toEqual([{ code: 'rules.point-buy.over-budget', params: { budget: 27, spent: 36 } }]);
    expect(over.remaining).toBe(-9);
    const range = pointBuy([16, 7, 8, 8, 8, 8]);
    expect(range.issues.map((i) => i.code)).toEqual([
      'rules.point-buy.score-out-of-range',
      'rules.point-buy.score-out-of-range',
    ]);
    expect(range.issues[0]!.params).toEqual({ index: 0, min: 8, max: 15, actual: 16 });
    expect(pointBuy([8, 8]).issues[0]).toEqual({
      code: 'rules.point-buy.wrong-count',
      params: { expected: 6, actual: 2 },
    });
  });

  it('non-integers are input errors, not issues', () => {
    expect(() => pointBuy([8.5, 8, 8, 8, 8, 8])).toThrow(/rules.input.not-an-integer/);
    expect(() => pointBuy([Number.NaN, 8, 8, 8, 8, 8])).toThrow(/rules.input.not-a-number/);
  });
});
