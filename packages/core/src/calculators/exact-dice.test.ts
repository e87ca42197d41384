/** Exact fractions of a dice distribution (exact-dice.ts), read back from the floats and checked. */
import { distributionOf, parseDice } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../fraction.ts';
import { d20Test } from '../rules/d20-test.ts';
import { exactDice } from './exact-dice.ts';

const exactOf = (expr: string, atLeast: number | null = null) => {
  const node = parseDice(expr);
  return exactDice(node, distributionOf(node), atLeast);
};

describe('exactDice', () => {
  it('gives 1d20+5 >= 15 as 11/20, the D20 Test rule’s exact chance', () => {
    const exact = exactOf('1d20+5 >= 15')!;
    expect(exact.distribution.map(([value, p]) => [value, p.toString()])).toEqual([
      [0, '9/20'],
      [1, '11/20'],
    ]);
    expect(exact.mean.toString()).toBe(
      d20Test({ kind: 'check', bonus: 5, target: 15 }).exact.success.toString(),
    );
  });

  // The class: dice of every face kind, keep/drop, rerolls once, `ra`, clamps, arithmetic, division,
  // functions and comparisons; each exact distribution sums to 1 and is the float one to 1e-12.
  const EXPRESSIONS = [
    '2d6',
    '3d6',
    '8d6',
    '4d6kh3',
    '4d6dl1',
    '2d20kl1',
    '1d8ro<2',
    '2d6ro=1',
    '1d20ra=20',
    'd%',
    '4dF',
    '1d{1,2,2,3}',
    '3d6mi2',
    '3d6ma5',
    '2d6+1d4-3',
    '(2d6)*2',
    '8d6/2',
    'ceil(3d6/2)',
    'abs(1d6-1d6)',
    '1d20+5 >= 15',
    '2d20kh1+7 > 18',
    '-1d4',
    '10d10',
    '6d12+6d8',
  ];
  it.each(EXPRESSIONS)('%s: exact, summing to 1, equal to the floats', (expr) => {
    const node = parseDice(expr);
    const floats = distributionOf(node);
    const exact = exactDice(node, floats, 10)!;
    expect(exact, expr).not.toBeNull();
    expect(exact.distribution.reduce((sum, [, p]) => sum.add(p), Fraction.ZERO).toString()).toBe('1');
    exact.distribution.forEach(([value, p], index) => {
      expect(value).toBe(floats.outcomes[index]![0]);
      expect(Math.abs(p.toNumber() - floats.outcomes[index]![1])).toBeLessThan(1e-12);
    });
    expect(Math.abs(exact.mean.toNumber() - floats.mean)).toBeLessThan(1e-9);
  });

  it.each(['1d6!', '2d6r<2', '1d10!!', '100d100', '1000d6'])('%s has no exact answer (null)', (expr) => {
    expect(exactOf(expr)).toBeNull();
  });
});
