import { describe, expect, it } from 'vitest';
import {
  checkWork,
  distributionFromWeights,
  estimateDistributionRange,
  mapDistribution,
  mixDistributions,
  momentsOf,
  sumAllDistributions,
  sumAllWork,
  sumDistributions,
} from './algebra.ts';
import { DiceLimitError } from './errors.ts';
import { distributionOf } from './evaluate/distribution.ts';
import { DICE_LIMITS } from './limits.ts';
import { parseDice } from './parser/parse-dice.ts';

function expectSame(a: ReturnType<typeof distributionOf>, b: ReturnType<typeof distributionOf>): void {
  expect(a.outcomes.map(([v]) => v)).toEqual(b.outcomes.map(([v]) => v));
  for (const [i, [, p]] of a.outcomes.entries()) expect(p).toBeCloseTo(b.outcomes[i]![1], 14);
  expect(a.mean).toBeCloseTo(b.mean, 12);
  expect(a.stddev).toBeCloseTo(b.stddev, 12);
}

describe('distribution algebra', () => {
  it('sums: 1d6 + 1d6 is 2d6, 2d{-3,5} + 1d4 is the engine own sum', () => {
    expectSame(sumDistributions(distributionOf('1d6'), distributionOf('1d6')), distributionOf('2d6'));
    expectSame(
      sumAllDistributions([distributionOf('2d{-3,5}'), distributionOf('1d4'), distributionOf('3')]),
      distributionOf('2d{-3,5}+1d4+3'),
    );
  });

  it('sums carry the explosion cut-off and the unbounded side', () => {
    const sum = sumDistributions(distributionOf('1d6!'), distributionOf('1d4'));
    expect(sum.unbounded).toBe('above');
    expect(sum.truncatedMass).toBeGreaterThan(0);
    expect(sum.outcomes.reduce((s, [, p]) => s + p, 0) + sum.truncatedMass).toBeCloseTo(1, 12);
  });

  it('mixtures and maps: half damage on a save (round down) of 2d6 at 40%', () => {
    const dist = distributionOf('2d6');
    const mixed = mixDistributions([
      [0.6, dist],
      [0.4, dist, (v) => Math.floor(v / 2)],
    ]);
    expect(mixed.mean).toBeCloseTo(0.6 * 7 + 0.4 * mapDistribution(dist, (v) => Math.floor(v / 2)).mean, 12);
    expect(mixed.outcomes[0]).toEqual([1, expect.closeTo(0.4 * (3 / 36), 15)]);
  });

  it('moments and weights', () => {
    expect(
      momentsOf([
        [1, 0.5],
        [3, 0.5],
      ]),
    ).toEqual({ mean: 2, stddev: 1 });
    expect(
      distributionFromWeights(
        new Map([
          [2, 0.25],
          [1, 0.75],
          [9, 0],
        ]),
      ).outcomes,
    ).toEqual([
      [1, 0.75],
      [2, 0.25],
    ]);
  });

  it('one work limit: sums of two 1000d1000 are refused before any work', () => {
    const part = estimateDistributionRange(parseDice('1000d1000'));
    expect(part).toMatchObject({ min: 1000, max: 1_000_000 });
    const work = sumAllWork([part, part]);
    expect(work).toBeGreaterThan(DICE_LIMITS.maxWork);
    expect(() => checkWork(work)).toThrow(DiceLimitError);
    expect(() => checkWork(10, 5)).toThrow(/too-much-work/);
    expect(() => checkWork(Number.NaN)).toThrow(DiceLimitError);
    expect(() => checkWork(5)).not.toThrow();
  });
});
