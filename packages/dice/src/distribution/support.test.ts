import { describe, expect, it } from 'vitest';
import { DiceEvaluationError } from '../errors.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { supportHas, supportOf } from './support.ts';

const support = (input: string) => supportOf(parseDice(input), 1e-12);

describe('division by zero whenever the divisor can be 0, however unlikely', () => {
  it.each([
    ['6/(1000d6-1000)', 'P(1000d6 = 1000) = 6^-1000 underflows to 0'],
    ['1000d6/(1000d6-3500)', 'P(0) survives, as before'],
    ['6/(1d6!-10)', 'an exploding 6 then a 4'],
    ['6/(3d6kh1-1)', 'the kept die can be 1'],
  ])('%s (%s)', (input) => {
    expect(() => distributionOf(input)).toThrow(DiceEvaluationError);
    try {
      distributionOf(input);
    } catch (e) {
      expect((e as DiceEvaluationError).code).toBe('dice.eval.division-by-zero');
    }
  });

  it.each([
    ['6/(2*1d6-7)', 'odd values only'],
    ['6/(1d6!-6)', 'a 6 always explodes, so the total is never 6'],
    ['6/(1000d6-999)', 'at least 1'],
    ['6/(1d6!*2)', 'never 0 on the unbounded side either'],
  ])('%s is computed (%s)', (input) => {
    expect(distributionOf(input).outcomes.length).toBeGreaterThan(0);
  });

  it('supports: sums of gapped dice, products, negation', () => {
    expect(support('2d{0,10}')).toEqual([
      [0, 0],
      [10, 10],
      [20, 20],
    ]);
    expect(support('-(1d2*3)')).toEqual([
      [-6, -6],
      [-3, -3],
    ]);
    expect(support('1000d6')).toEqual([[1000, 6000]]);
    expect(supportHas(support('1d6!'), 1e9)).toBe(true);
    expect(supportHas(support('1d6!'), 6)).toBe(false);
  });
});

describe('probabilities stay within [0, 1]', () => {
  it('a comparison that always holds is exactly 1, never 1 + rounding', () => {
    for (const input of ['1000d1000 >= 1000', '1d20 >= 1', '8d1000ro<700 >= 8', '1000d6 <= 6000']) {
      const dist = distributionOf(input);
      for (const [, p] of dist.outcomes) expect(p).toBeLessThanOrEqual(1);
    }
  });
});
