import { describe, expect, it } from 'vitest';
import { distributionOf, mixDistributions } from '../../src/index.ts';
import { assertMassConserved, massChecks } from './mass-invariant.ts';

describe('mass-conservation invariant', () => {
  it('is applied by the setup hook to every distribution the suite computes', () => {
    const before = massChecks.count;
    distributionOf('2d6');
    expect(massChecks.count).toBe(before + 1);
    mixDistributions([[1, distributionOf('1d4')]]);
    // distributionOf('1d4'), then the mixture built from it.
    expect(massChecks.count).toBe(before + 3);
  });

  it('refuses a distribution that lost probability, one above 1, and a negative one', () => {
    const base = { min: 1, max: 2, mean: 1.5, stddev: 0.5, truncatedMass: 0, unbounded: null };
    expect(() =>
      assertMassConserved({
        ...base,
        outcomes: [
          [1, 0.5],
          [2, 0.49954],
        ],
      }),
    ).toThrow(/- 1 =/);
    expect(() => assertMassConserved({ ...base, outcomes: [[1, 1 + 5.5e-12]] })).toThrow(/not in/);
    expect(() =>
      assertMassConserved({
        ...base,
        outcomes: [
          [1, -1e-20],
          [2, 1],
        ],
      }),
    ).toThrow(/not in/);
    expect(() =>
      assertMassConserved({
        ...base,
        outcomes: [
          [1, 0.5],
          [2, 0.5],
        ],
      }),
    ).not.toThrow();
  });
});
