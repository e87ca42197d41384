import { describe, expect, it } from 'vitest';
import { computePointBuy, POINT_BUY_LIMITS, presetScores, STANDARD_ARRAY } from './point-buy-logic.ts';

function computed(scores: number[]) {
  const result = computePointBuy(scores);
  if (!result.ok) throw new Error(result.messageKey);
  return result;
}

describe('point buy calculator (GenerateYourScores, AbilityScorePointCosts)', () => {
  it('charges "a score of 14 costs 7 of your 27 points" (002 l.972)', () => {
    const { result } = computed([14, 8, 8, 8, 8, 8]);
    expect(result.costs[0]).toBe(7);
    expect(result.spent).toBe(7);
    expect(result.remaining).toBe(20);
    expect(POINT_BUY_LIMITS.budget).toBe(27);
  });

  it('spends exactly 27 on 15, 15, 15, 8, 8, 8 (the table: "15 | 9", 002 l.984)', () => {
    const { result } = computed([15, 15, 15, 8, 8, 8]);
    expect(result).toMatchObject({ valid: true, spent: 27, remaining: 0, issues: [] });
  });

  it('reports going over budget as the core’s issue, with the modifiers of each score', () => {
    const { result, modifiers } = computed([15, 15, 15, 9, 8, 8]);
    expect(result.issues).toEqual([
      { code: 'rules.point-buy.over-budget', params: { budget: 27, spent: 28 } },
    ]);
    expect(modifiers).toEqual([2, 2, 2, -1, -1, -1]);
  });

  it('flags a score the table has no cost for (16) instead of pricing it', () => {
    const { result } = computed([16, 8, 8, 8, 8, 8]);
    expect(result.costs[0]).toBeNull();
    expect(result.issues[0]).toMatchObject({
      code: 'rules.point-buy.score-out-of-range',
      params: { index: 0, actual: 16 },
    });
  });

  it('offers the Standard Array "15, 14, 13, 12, 10, 8" (002 l.968), which costs exactly the budget', () => {
    expect([...STANDARD_ARRAY]).toEqual([15, 14, 13, 12, 10, 8]);
    expect(computed([...STANDARD_ARRAY]).result.spent).toBe(27);
  });

  it('splits a directive preset per ability', () => {
    expect(presetScores('15, 14,13')).toEqual({ strength: '15', dexterity: '14', constitution: '13' });
    expect(presetScores(undefined)).toEqual({});
  });
});
