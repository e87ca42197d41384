import { describe, expect, it } from 'vitest';
import {
  ENUMERATION_LIMITS,
  enumerateRolls,
  worstExcessOverEnumerated,
} from '../../test/support/enumerate-rolls.ts';
import type { DiceNode } from '../ast.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { percentile, probabilityAtLeast } from '../stats.ts';
import { distributionOf } from './distribution.ts';
import { rollDice } from './roll.ts';

/** Exact distribution by plain enumeration of every tuple of faces (small cases only). */
function bruteForce(faces: number[], n: number, total: (dice: number[]) => number): Map<number, number> {
  const result = new Map<number, number>();
  const weight = faces.length ** -n;
  const dice = new Array<number>(n).fill(0);
  const walk = (i: number): void => {
    if (i === n) {
      const v = total(dice);
      result.set(v, (result.get(v) ?? 0) + weight);
      return;
    }
    for (const f of faces) {
      dice[i] = f;
      walk(i + 1);
    }
  };
  walk(0);
  return result;
}

function expectSameDistribution(input: string, expected: Map<number, number>): void {
  const dist = distributionOf(input);
  const keys = [...expected.entries()].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]);
  expect(dist.outcomes.map(([v]) => v)).toEqual(keys.map(([v]) => v));
  for (const [i, [v, p]] of keys.entries()) {
    const got = dist.outcomes[i]!;
    expect(got[0]).toBe(v);
    expect(Math.abs(got[1] - p)).toBeLessThan(1e-12);
  }
  expect(dist.min).toBe(keys[0]![0]);
  expect(dist.max).toBe(keys[keys.length - 1]![0]);
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const sortedDesc = (xs: number[]): number[] => [...xs].sort((a, b) => b - a);
const d = (sides: number): number[] => Array.from({ length: sides }, (_, i) => i + 1);

describe('seed facts (rule IDs AdvantageDisadvantage, GenerateYourScores, RoundDown, PercentileDice)', () => {
  it('Advantage: "Use the higher of the two rolls" (002 line 206): P(2d20kh1 >= 11) = 0.75', () => {
    const dist = distributionOf('2d20kh1');
    expect(probabilityAtLeast(dist, 11)).toBeCloseTo(0.75, 12);
    // Disadvantage "use the lower roll": P(2d20kl1 >= 11) = (10/20)^2.
    expect(probabilityAtLeast(distributionOf('2d20kl1'), 11)).toBeCloseTo(0.25, 12);
  });

  it('Random Generation "Roll four d6s and record the total of the highest three dice" (002 line 970): mean 12.2446', () => {
    const dist = distributionOf('4d6kh3');
    expect(dist.mean.toFixed(4)).toBe('12.2446');
    expect(dist.mean).toBeCloseTo(15869 / 1296, 12);
    expect(dist.min).toBe(3);
    expect(dist.max).toBe(18);
    // 18 needs at least three 6s: 21 of 1296 outcomes.
    expect(dist.outcomes.at(-1)![1]).toBeCloseTo(21 / 1296, 14);
  });

  it('D20 Test "equals or exceeds the target number" (002 line 93): 1d20+5 >= 15 succeeds with 0.55', () => {
    const dist = distributionOf('1d20+5>=15');
    expect(dist.outcomes).toEqual([
      [0, expect.closeTo(0.45, 14)],
      [1, expect.closeTo(0.55, 14)],
    ]);
    expect(probabilityAtLeast(dist, 1)).toBeCloseTo(0.55, 14);
    expect(distributionOf('1d20+5>15').mean).toBeCloseTo(0.5, 14);
    expect(distributionOf('1d20<=5').mean).toBeCloseTo(0.25, 14);
    expect(distributionOf('1d20=20').mean).toBeCloseTo(0.05, 14);
    expect(distributionOf('1d20<2').mean).toBeCloseTo(0.05, 14);
  });

  it('Round Down "round down if you end up with a fraction" (002 line 59): 8d6/2 floors (Fireball 8d6, 000 line 113)', () => {
    expectSameDistribution(
      '8d6/2',
      bruteForce(d(6), 8, (x) => Math.floor(sum(x) / 2)),
    );
    expect(distributionOf('8d6').mean).toBeCloseTo(28, 12);
    // 9 / 2 = 4.5 rounds down to 4; -9 / 2 rounds down to -5.
    expect(distributionOf('9/2').outcomes).toEqual([[4, 1]]);
    expect(distributionOf('-9/2').outcomes).toEqual([[-5, 1]]);
    expect(distributionOf('7*3/2').outcomes).toEqual([[10, 1]]);
  });

  it('Percentile dice "d100 ... a pair of ten-sided dice ... two 0s represent 100" (000 line 95, 001 line 97)', () => {
    const percent = distributionOf('d%');
    expect(percent.outcomes).toHaveLength(100);
    expect(percent.min).toBe(1);
    expect(percent.max).toBe(100);
    for (const [, p] of percent.outcomes) expect(p).toBeCloseTo(0.01, 15);
    // Tens die (0-9) times ten plus the units die (1-10, its 0 read as 10) gives the same uniform 1-100.
    const pair = distributionOf('(1d10-1)*10 + 1d10');
    expect(pair.outcomes.map(([v]) => v)).toEqual(percent.outcomes.map(([v]) => v));
    for (const [i, [, p]] of pair.outcomes.entries())
      expect(Math.abs(p - percent.outcomes[i]![1])).toBeLessThan(1e-15);
    expect(percentile(percent, 0.5)).toBe(50);
    expect(percentile(percent, 0.71)).toBe(71);
    expect(percentile(percent, 1)).toBe(100);
  });
});

describe('die kinds', () => {
  it('dF: -1, 0, +1 equally likely; 4dF matches enumeration', () => {
    expect(distributionOf('dF').outcomes).toEqual([
      [-1, expect.closeTo(1 / 3, 15)],
      [0, expect.closeTo(1 / 3, 15)],
      [1, expect.closeTo(1 / 3, 15)],
    ]);
    expectSameDistribution('4dF', bruteForce([-1, 0, 1], 4, sum));
  });

  it('custom faces keep repeats: d{1,2,2,3} gives 2 half the time', () => {
    expect(distributionOf('d{1,2,2,3}').outcomes).toEqual([
      [1, 0.25],
      [2, 0.5],
      [3, 0.25],
    ]);
    expectSameDistribution('3d{0,0,5,-2}', bruteForce([0, 0, 5, -2], 3, sum));
  });
});

describe('keep/drop by order statistics matches brute-force enumeration', () => {
  const cases: Array<[string, number[], number, (x: number[]) => number]> = [
    ['4d6kh3', d(6), 4, (x) => sum(sortedDesc(x).slice(0, 3))],
    ['4d6k', d(6), 4, (x) => Math.max(...x)],
    ['4d6dl1', d(6), 4, (x) => sum(sortedDesc(x).slice(0, 3))],
    ['5d4kl2', d(4), 5, (x) => sum(sortedDesc(x).slice(3))],
    ['5d4dh2', d(4), 5, (x) => sum(sortedDesc(x).slice(2))],
    ['3d8kh2', d(8), 3, (x) => sum(sortedDesc(x).slice(0, 2))],
    ['6d3kh4', d(3), 6, (x) => sum(sortedDesc(x).slice(0, 4))],
    ['4d{1,1,5,9}kh2', [1, 1, 5, 9], 4, (x) => sum(sortedDesc(x).slice(0, 2))],
    ['4dFkl2', [-1, 0, 1], 4, (x) => sum(sortedDesc(x).slice(2))],
    ['3d6kh3', d(6), 3, sum],
    ['3d6kh0', d(6), 3, () => 0],
    ['3d6dl3', d(6), 3, () => 0],
  ];
  for (const [input, faces, n, total] of cases) {
    it(input, () => expectSameDistribution(input, bruteForce(faces, n, total)));
  }

  it('20d20kh10 sums to 1 and agrees with the rolling process on a smaller relative (6d6kh3)', () => {
    const big = distributionOf('20d20kh10');
    expect(Math.abs(big.outcomes.reduce((a, [, p]) => a + p, 0) - 1)).toBeLessThan(1e-12);
    expect(big.min).toBe(10);
    expect(big.max).toBe(200);
    // P(max) = P(at least 10 twenties) = sum_{c>=10} C(20,c) (1/20)^c (19/20)^(20-c).
    let expected = 0;
    let binom = 1;
    for (let c = 0; c <= 20; c++) {
      if (c >= 10) expected += binom * 20 ** -c * (19 / 20) ** (20 - c);
      binom = (binom * (20 - c)) / (c + 1);
    }
    expect(Math.abs(big.outcomes.at(-1)![1] - expected)).toBeLessThan(1e-20);
    expectSameDistribution(
      '6d6kh3',
      bruteForce(d(6), 6, (x) => sum(sortedDesc(x).slice(0, 3))),
    );
  });
});

describe('reroll, explode and clamp against the rolling process enumerated path by path', () => {
  // The roller is run on every sequence of draws with explosion chains cut at 12 explosions per die;
  // paths cut there are left out. The exact distribution follows chains further (to a cut-off of
  // 1e-12), so each of its probabilities may exceed the enumerated one by at most the mass cut.
  const inputs = [
    '2d6ro<3',
    '1d6r<3',
    '2d4r1',
    '1d8r>=7',
    '2d6!',
    '1d4!>=3',
    '2d6mi3',
    '2d6ma4',
    '1d6mi2ma5',
    '3d4!kh2',
    '3d4ro1kl2',
    '2d6!mi3',
    '2dF!',
    '1d{1,1,3}r1',
    '2d3r1!ma2kh1',
    '2d4!kl1',
    '3d3!dh1',
    '1d4ro1!>=3',
    '1d{-1,1,3}!<3',
  ];
  for (const input of inputs) {
    // With r the roller draws from the allowed faces at the cap, so a low cap is still exact. Dice
    // that explode half the time get a lower explosion cap to keep the paths few.
    const caps =
      input.includes('!') && input.includes('r')
        ? { explodeDepth: input.startsWith('1') ? 8 : 5, maxRerolls: 1 }
        : ENUMERATION_LIMITS;
    it(input, () => {
      const { distribution, cappedMass } = enumerateRolls(parseDice(input), caps);
      const dist = distributionOf(input);
      const exact = new Map(dist.outcomes);
      expect(worstExcessOverEnumerated(exact, distribution)).toBeLessThanOrEqual(cappedMass + 1e-14);
      if (!input.includes('!')) {
        expect(cappedMass).toBe(0);
        expectSameDistribution(input, distribution);
      }
    });
  }
  it('ro<3 by hand: a d6 shows 1 with (2/6)(1/6) = 1/18 and 4 with (1/6)(1 + 2/6) = 2/9', () => {
    const dist = distributionOf('1d6ro<3');
    expect(dist.outcomes[0]).toEqual([1, expect.closeTo(1 / 18, 15)]);
    expect(dist.outcomes[3]).toEqual([4, expect.closeTo(2 / 9, 15)]);
  });

  it('r<3 is the die conditioned on 3-6; 2d6mi3 by brute force', () => {
    expect(distributionOf('1d6r<3').outcomes).toEqual([3, 4, 5, 6].map((v) => [v, expect.closeTo(0.25, 15)]));
    expectSameDistribution(
      '2d6mi3',
      bruteForce(d(6), 2, (x) => sum(x.map((v) => Math.max(3, v)))),
    );
  });
});

describe('arithmetic', () => {
  it('unary minus, parentheses, products of two dice by enumeration', () => {
    expectSameDistribution(
      '-(1d4)+2',
      bruteForce(d(4), 1, (x) => 2 - x[0]!),
    );
    expectSameDistribution('1d4*1d6', new Map(bruteForceTwo(d(4), d(6), (a, b) => a * b)));
    expectSameDistribution('1d6/1d3', new Map(bruteForceTwo(d(6), d(3), (a, b) => Math.floor(a / b))));
    // Division by runs of equal quotients, with negative dividends and divisors of both signs.
    const dividends = bruteForce(d(6), 3, (x) => sum(x) - 11);
    const divisors = [-7, -3, -2, -1, 1, 2, 5];
    const quotients = new Map<number, number>();
    for (const [a, pa] of dividends)
      for (const b of divisors) {
        const q = Math.floor(a / b) + 0;
        quotients.set(q, (quotients.get(q) ?? 0) + pa / divisors.length);
      }
    expectSameDistribution('(3d6-11)/d{-7,-3,-2,-1,1,2,5}', quotients);
    expectSameDistribution('1d6-1d6>=0', new Map(bruteForceTwo(d(6), d(6), (a, b) => (a - b >= 0 ? 1 : 0))));
    expect(distributionOf('2*(3+4)-1').outcomes).toEqual([[13, 1]]);
  });

  it('division by a possible zero is a typed error', () => {
    expect(() => distributionOf('1d6/0')).toThrow(DiceEvaluationError);
    expect(() => distributionOf('1d6/(1d2-1)')).toThrow(
      expect.objectContaining({ code: 'dice.eval.division-by-zero' }),
    );
  });
});

describe('limits are answered at once', () => {
  const cases: Array<[string, string]> = [
    ['1001d6', 'dice.limit.too-many-dice'],
    [
      '1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1d6',
      'dice.limit.too-many-dice-total',
    ],
    ['d1001', 'dice.limit.too-many-sides'],
    ['d0', 'dice.limit.too-few-sides'],
    ['1000001', 'dice.limit.number-too-large'],
    ['1000d1000*1000d1000', 'dice.limit.too-many-outcomes'],
    ['1000000*1000000*1000000', 'dice.limit.value-too-large'],
    ['1000d20kh500', 'dice.limit.too-much-work'],
    ['d6r<7', 'dice.limit.reroll-every-face'],
    ['d6!>0', 'dice.limit.explode-every-face'],
    [`${'1+'.repeat(100)}1`, 'dice.limit.input-too-long'],
  ];
  for (const [input, code] of cases) {
    it(`${input.slice(0, 40)} -> ${code}`, () => {
      const t0 = performance.now();
      let error: unknown;
      try {
        distributionOf(input);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DiceLimitError);
      expect((error as DiceLimitError).code).toBe(code);
      const { limit, actual } = error as DiceLimitError;
      if (code === 'dice.limit.too-few-sides') expect(actual).toBeLessThan(limit);
      else expect(actual).toBeGreaterThan(limit);
      // Refused up front, not after the work: the refused requests would take minutes to compute,
      // so this bound only catches a refusal that comes after heavy work (not a speed gate).
      expect(performance.now() - t0).toBeLessThan(2000);
    });
  }
});

function bruteForceTwo(
  a: number[],
  b: number[],
  f: (x: number, y: number) => number,
): Array<[number, number]> {
  const m = new Map<number, number>();
  for (const x of a) for (const y of b) m.set(f(x, y), (m.get(f(x, y)) ?? 0) + 1 / (a.length * b.length));
  return [...m.entries()];
}

describe('hand-built trees get the checks the parser would have made', () => {
  const dice = (over: object): DiceNode => ({ ...(parseDice('2d6') as object), ...over }) as DiceNode;
  const cases: Array<[string, DiceNode, string]> = [
    ['negative count', dice({ count: -1 }), 'dice.limit.negative-count'],
    ['fractional sides', dice({ faces: { kind: 'standard', sides: 2.5 } }), 'dice.limit.number-too-large'],
    ['zero sides', dice({ faces: { kind: 'standard', sides: 0 } }), 'dice.limit.too-few-sides'],
    ['empty custom die', dice({ faces: { kind: 'custom', faces: [] } }), 'dice.limit.too-few-sides'],
    ['NaN constant', { type: 'number', value: Number.NaN, start: 0, end: 0 }, 'dice.limit.number-too-large'],
    ['negative keep', dice({ keep: { mode: 'kh', count: -2 } }), 'dice.limit.negative-count'],
  ];
  for (const [name, node, code] of cases) {
    it(name, () => {
      expect(() => distributionOf(node)).toThrow(expect.objectContaining({ code }));
      expect(() => rollDice(node)).toThrow(expect.objectContaining({ code }));
    });
  }
});
