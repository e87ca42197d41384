/**
 * Exact means where the notation allows: by linearity of expectation NdS has mean N(S+1)/2 and,
 * the dice being independent, variance N(S²-1)/12. `8d6` averages exactly 28 (the SRD's fireball,
 * 8d6, is the worked example the calculators show), not the 28.000000000000007 that summing float
 * probabilities gave; every other expression keeps the moments of its distribution.
 */
import { describe, expect, it } from 'vitest';
import { sumDistributions } from '../algebra.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { distributionOf } from './distribution.ts';
import { exactMoments, toNumber } from './exact-moments.ts';

describe('exact moments', () => {
  it.each([
    ['8d6', 28, 70 / 3],
    ['8d6+3', 31, 70 / 3],
    ['1d20+5', 15.5, 399 / 12],
    ['2*(1d8+2)', 13, 4 * (63 / 12)],
    ['-1d4', -2.5, 15 / 12],
    ['4dF', 0, 8 / 3],
    ['1d{1,2,2,3}', 2, 0.5],
  ])('%s has mean %d exactly and variance %d', (notation, mean, variance) => {
    const moments = exactMoments(parseDice(notation))!;
    expect(toNumber(moments.mean)).toBe(mean);
    expect(toNumber(moments.variance)).toBeCloseTo(variance, 12);
    const distribution = distributionOf(notation);
    expect(distribution.mean).toBe(mean);
    expect(distribution.stddev).toBeCloseTo(Math.sqrt(variance), 12);
  });

  it('agrees with the distribution where both apply (within float rounding)', () => {
    for (const notation of ['3d8+2d6-4', '10d10', '(2d6+1)*3', '1d100-1d100']) {
      const exact = distributionOf(notation);
      const float = distributionOf(parseDice(`${notation}+0*1d2kh1`));
      expect(Math.abs(exact.mean - float.mean)).toBeLessThan(1e-9);
      expect(Math.abs(exact.stddev - float.stddev)).toBeLessThan(1e-9);
    }
  });

  it('has no closed form for keep/drop, rerolls, explosions, division or products of dice', () => {
    for (const notation of ['2d20kh1', '4d6dl1', '1d6r1', '1d6!', '1d6/2', '1d4*1d4']) {
      expect(exactMoments(parseDice(notation)), notation).toBeNull();
    }
  });

  it('a sum of two exact distributions stays exact', () => {
    expect(sumDistributions(distributionOf('8d6'), distributionOf('2d4')).mean).toBe(33);
  });
});
