import { describe, expect, it } from 'vitest';
import { DiceEvaluationError } from './errors.ts';
import { distributionOf } from './evaluate/distribution.ts';
import { distributionSummary, percentile, probabilityAtLeast } from './stats.ts';

describe('statistics of a distribution', () => {
  it('P(X >= x) for a d20 test: 1d20+5 >= 15 needs a 10 or more (002 line 93, "equals or exceeds")', () => {
    const d20 = distributionOf('1d20+5');
    expect(probabilityAtLeast(d20, 15)).toBeCloseTo(0.55, 14);
    expect(probabilityAtLeast(d20, 6)).toBe(1);
    expect(probabilityAtLeast(d20, 26)).toBe(0);
  });

  it('percentiles are the smallest value reaching the cumulative probability', () => {
    const two = distributionOf('2d6');
    expect(percentile(two, 0)).toBe(2);
    expect(percentile(two, 1 / 36)).toBe(2);
    expect(percentile(two, 0.5)).toBe(7);
    expect(percentile(two, 0.99)).toBe(12);
    expect(() => percentile(two, 1.5)).toThrow(DiceEvaluationError);
    expect(() => percentile(two, Number.NaN)).toThrow(
      expect.objectContaining({ code: 'dice.eval.percentile-out-of-range' }),
    );
  });

  it('summary: mean and stddev of 2d6 are 7 and sqrt(35/6)', () => {
    const summary = distributionSummary(distributionOf('2d6'));
    expect(summary).toMatchObject({ min: 2, max: 12, median: 7, mode: 7 });
    expect(summary.mean).toBeCloseTo(7, 14);
    expect(summary.stddev).toBeCloseTo(Math.sqrt(35 / 6), 14);
  });
});
