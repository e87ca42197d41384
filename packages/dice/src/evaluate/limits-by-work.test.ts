/**
 * The work limit counts the work the evaluator does (issue: pre-release probe, round 4): each step
 * is estimated on the arrays it is given and the outcomes it can build (an FFT sum has about
 * 127,500 of 1000d1000's 999,001 values; a quotient by a constant is a shorter array), so the same
 * expression is refused or accepted whatever wraps it, and a wrapper that adds no work (parentheses,
 * a function over a whole number) changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { workMeter } from '../distribution/work-meter.ts';
import { DiceError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { estimateDistributionWork } from './check-limits.ts';
import { distributionOf } from './distribution.ts';

/** Wrappers that change nothing the evaluator does (parentheses, a function over a whole number). */
const unchanged = (inner: string): string[] => [
  inner,
  `(${inner})`,
  `floor(${inner})`,
  `floor(floor(floor(floor(floor(${inner})))))`,
  `round(ceil((${inner})))`,
];

function verdict(input: string): string {
  try {
    estimateDistributionWork(parseDice(input));
    const work = estimateDistributionWork(parseDice(input));
    return work <= DICE_LIMITS.maxWork ? 'accepted' : 'dice.limit.too-much-work';
  } catch (error) {
    if (error instanceof DiceError) return error.code;
    throw error;
  }
}

describe('dice limits by the work done', () => {
  it.each(['1000d1000', '1000d1000 + 0', '-1000d1000'])(
    '%s: accepted, and accepted whatever wraps it',
    (inner) => {
      for (const input of unchanged(inner)) expect(verdict(input), input).toBe('accepted');
    },
  );

  it.each([
    ['1000d1000/2', 'dice.limit.too-much-work'],
    ['ceil(1000d1000/3)', 'dice.limit.too-much-work'],
    ['1 * 1000d1000', 'dice.limit.too-much-work'],
    ['abs(1000d1000)', 'dice.limit.too-much-work'],
    ['(1000d1000) / (1d2)', 'dice.limit.too-much-work'],
    ['1000d1000 * 1d2', 'dice.limit.too-many-outcomes'],
    ['1000d1000 - 1000d1000', 'dice.limit.too-many-outcomes'],
    ['1000d1000!!', 'dice.limit.too-many-outcomes'],
  ])('%s: refused with %s whatever wraps it', (inner, code) => {
    for (const input of unchanged(inner)) expect(verdict(input), input).toBe(code);
    expect(() => distributionOf(`floor(${inner})`)).toThrow(
      expect.objectContaining({ code, params: expect.objectContaining({ limit: expect.any(Number) }) }),
    );
  });

  it('a comparison of a total too wide to hold is refused like the total', () => {
    for (const inner of ['1000d1000 * 1d2', '1000d1000!!']) {
      expect(verdict(`(${inner}) >= 500500`)).toBe('dice.limit.too-many-outcomes');
    }
  });

  it('`1000d1000!!==500500` is refused (no face shows 500500), not a 1000d1000 that never explodes', () => {
    // The parser reads `==500500` as the explosion's compare point (it touches the `!!`); a point no
    // face reaches is refused (dice.syntax.point-unreached), so the limits agree with `1000d1000!!`.
    expect(verdict('1000d1000!!==500500')).toBe('dice.syntax.point-unreached');
    expect(verdict('(1000d1000!!)==500500')).toBe(verdict('1000d1000!!'));
  });

  it('the estimate never counts less than the evaluator does, and results stay exact', () => {
    for (const input of ['1000d1000 + 0', '(500d1000/2)/3', 'floor(floor(floor(500d1000/3)))/2']) {
      const estimate = estimateDistributionWork(parseDice(input));
      workMeter.units = 0;
      const result = distributionOf(input);
      expect(workMeter.units, input).toBeLessThanOrEqual(estimate);
      expect(estimate, input).toBeLessThanOrEqual(DICE_LIMITS.maxWork);
      const mass = result.outcomes.reduce((sum, [, p]) => sum + p, 0) + result.truncatedMass;
      expect(Math.abs(mass - 1)).toBeLessThanOrEqual(1e-12);
    }
    // 1000d1000 averages 500,500, exactly (exact-moments.ts).
    expect(distributionOf('1000d1000').mean).toBe(500_500);
  });

  it('min and max of a product or quotient of a long sum are its least and greatest values', () => {
    // The sum's far ends underflow to probability 0 but can be rolled: 1000d100/2 can be 500. Its
    // min was the first value of the non-zero window (21,917) once the quotient was trimmed.
    expect(distributionOf('1000d100')).toMatchObject({ min: 1000, max: 100_000 });
    expect(distributionOf('1000d100/2')).toMatchObject({ min: 500, max: 50_000 });
    expect(distributionOf('floor(1000d100/3)')).toMatchObject({ min: 333, max: 33_333 });
    expect(distributionOf('1000d100*2')).toMatchObject({ min: 2000, max: 200_000 });
    expect(distributionOf('(1000d100)*(1d2)')).toMatchObject({ min: 1000, max: 200_000 });
    // Short expressions as before: every value in the outcomes.
    expect(distributionOf('d{2,4}*d{3,5}')).toMatchObject({ min: 6, max: 20 });
    expect(distributionOf('(2d6)/(1d3)')).toMatchObject({ min: 0, max: 12 });
  });
});
