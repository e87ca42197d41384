import { describe, expect, it } from 'vitest';
import {
  applyBackgroundIncrease,
  randomScoreDistribution,
  randomScoresTotalDistribution,
  standardArray,
} from './ability-generation.ts';

const base = { strength: 15, dexterity: 14, constitution: 13, intelligence: 12, wisdom: 10, charisma: 8 };

describe('Generate Your Scores (GenerateYourScores, seed 002 lines 966-972)', () => {
  it('"Standard Array. Use the following six scores for your abilities: 15, 14, 13, 12, 10, 8" (line 968)', () => {
    expect(standardArray()).toEqual([15, 14, 13, 12, 10, 8]);
  });

  it('"Roll four d6s and record the total of the highest three dice" (line 970): 3-18, P(18) = 21/1296, P(3) = 1/1296', () => {
    const dist = randomScoreDistribution();
    expect(dist.min).toBe(3);
    expect(dist.max).toBe(18);
    expect(dist.outcomes.at(-1)![1]).toBeCloseTo(21 / 1296, 12);
    expect(dist.outcomes[0]![1]).toBeCloseTo(1 / 1296, 12);
    // mean of 4d6 drop lowest = 15869/1296
    expect(dist.mean).toBeCloseTo(15869 / 1296, 10);
  });

  it('six scores total 18-108 with mean 6 x 15869/1296', () => {
    const total = randomScoresTotalDistribution();
    expect(total.min).toBe(18);
    expect(total.max).toBe(108);
    expect(total.mean).toBeCloseTo((6 * 15869) / 1296, 8);
  });
});

describe('Adjust Ability Scores (AdjustAbilityScores, seed 002 line 1010)', () => {
  const soldier = ['strength', 'dexterity', 'constitution'] as const;

  it('"increase one of those scores by 2 and a different one by 1"', () => {
    const result = applyBackgroundIncrease(base, soldier, { strength: 2, constitution: 1 });
    expect(result).toMatchObject({ strength: 17, dexterity: 14, constitution: 14 });
  });

  it('"or increase all three by 1"', () => {
    expect(
      applyBackgroundIncrease(base, soldier, { strength: 1, dexterity: 1, constitution: 1 }),
    ).toMatchObject({
      strength: 16,
      dexterity: 15,
      constitution: 14,
    });
  });

  it('"None of these increases can raise a score above 20"', () => {
    expect(() =>
      applyBackgroundIncrease({ ...base, strength: 19 }, soldier, { strength: 2, dexterity: 1 }),
    ).toThrow(/rules.background.above-maximum/);
  });

  it('rejects other patterns and abilities outside the background', () => {
    expect(() => applyBackgroundIncrease(base, soldier, { strength: 2, dexterity: 2 })).toThrow(
      /rules.background.invalid-increase/,
    );
    expect(() => applyBackgroundIncrease(base, soldier, { strength: 1 })).toThrow(
      /rules.background.invalid-increase/,
    );
    expect(() => applyBackgroundIncrease(base, soldier, { strength: 2, wisdom: 1 })).toThrow(
      /rules.background.invalid-increase/,
    );
    expect(() => applyBackgroundIncrease(base, soldier, { strength: 3 })).toThrow(/rules.input.out-of-range/);
  });
});
