import { describe, expect, it } from 'vitest';
import { DiceLimitError } from '../errors.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { rollDice, rollDiceWithLimits } from '../evaluate/roll.ts';
import { DICE_LIMITS } from '../limits.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { seededRandom } from '../random/seeded-random.ts';
import { probabilityAtLeast } from '../stats.ts';

/**
 * An exploding die in closed form, independent of the engine. With p the chance to explode, the
 * number of explosions K is geometric (P(K = k) = (1 - p) p^k), and the total is
 * X = S + G_1 + ... + G_K with S a stopping face and G_i exploding faces, all independent:
 *   E[X] = E[S] + E[K] E[G],  Var[X] = Var[S] + E[K] Var[G] + Var[K] E[G]^2,
 *   E[K] = p / (1 - p),  Var[K] = p / (1 - p)^2.
 * (Equivalently, by Wald's identity, E[X] = E[face] / (1 - p): each die of the chain shows an
 * ordinary face and the chain has 1 / (1 - p) dice on average.)
 */
function closedForm(
  stopFaces: number[],
  goFaces: number[],
  sides: number,
): { mean: number; variance: number } {
  const p = goFaces.length / sides;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = (xs: number[]) => mean(xs.map((x) => x * x)) - mean(xs) ** 2;
  const eK = p / (1 - p);
  const varK = p / (1 - p) ** 2;
  return {
    mean: mean(stopFaces) + eK * mean(goFaces),
    variance: variance(stopFaces) + eK * variance(goFaces) + varK * mean(goFaces) ** 2,
  };
}
const faces = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

describe('exploding dice are followed to the 1e-12 cut-off (closed forms)', () => {
  it('1d6!: mean 3.5 * 6/5 = 4.2, and P(X = 6k + s) = (1/6)^(k+1) for s = 1..5, 0 on multiples of 6', () => {
    const dist = distributionOf('1d6!');
    const exact = closedForm(faces(1, 5), [6], 6);
    expect(exact.mean).toBeCloseTo(4.2, 14);
    expect(dist.mean).toBeCloseTo(exact.mean, 9);
    expect(dist.stddev).toBeCloseTo(Math.sqrt(exact.variance), 8);
    for (const [v, p] of dist.outcomes) {
      expect(v % 6).not.toBe(0);
      const k = Math.floor(v / 6);
      expect(Math.abs(p - (1 / 6) ** (k + 1))).toBeLessThan(1e-15);
    }
    expect(dist.truncatedMass).toBeGreaterThan(0);
    expect(dist.truncatedMass).toBeLessThanOrEqual(DICE_LIMITS.explosionMassCutoff);
    // The values shown cover all but truncatedMass: (1/6)^(K+1) is the chance of the chains past them.
    const sum = dist.outcomes.reduce((a, [, p]) => a + p, 0);
    expect(Math.abs(1 - sum - dist.truncatedMass)).toBeLessThan(1e-15);
    expect(dist.unbounded).toBe('above');
    expect(dist.min).toBe(1);
    expect(dist.max).toBe(dist.outcomes.at(-1)![0]);
  });

  it('1d20!>=2 explodes on 2-20 (p = 19/20): mean 1 + 19 * 11 = 210 = 10.5 * 20, stddev sqrt(46550)', () => {
    const exact = closedForm([1], faces(2, 20), 20);
    expect(exact.mean).toBeCloseTo(210, 12);
    expect(exact.mean).toBeCloseTo(10.5 / (1 - 19 / 20), 10);
    expect(exact.variance).toBeCloseTo(46_550, 8);
    const dist = distributionOf('1d20!>=2');
    expect(dist.mean).toBeCloseTo(210, 6);
    expect(dist.stddev).toBeCloseTo(Math.sqrt(46_550), 5);
    expect(dist.truncatedMass).toBeLessThanOrEqual(1e-12);
    expect(dist.unbounded).toBe('above');
    // The old 5-explosion cut-off stopped at 120; the chain continues far beyond.
    expect(dist.max).toBeGreaterThan(5000);
    // A chain stops only on a 1, so P(X = 1) = 1/20. X <= 1 + 20 K, so X > 5000 needs K >= 250:
    // P(X > 5000) <= 0.95^250.
    expect(dist.outcomes[0]).toEqual([1, expect.closeTo(1 / 20, 15)]);
    expect(probabilityAtLeast(dist, 5001)).toBeLessThanOrEqual(0.95 ** 250);
    expect(probabilityAtLeast(dist, 5001)).toBeGreaterThan(0);
  });

  it('1d6r1! (reroll 1s, explode 6s): faces 2-6, p = 1/5, mean 4 / (4/5) = 5', () => {
    const exact = closedForm(faces(2, 5), [6], 5);
    expect(exact.mean).toBeCloseTo(5, 14);
    const dist = distributionOf('1d6r1!');
    expect(dist.mean).toBeCloseTo(5, 9);
    expect(dist.stddev).toBeCloseTo(Math.sqrt(exact.variance), 8);
  });

  it('-1d6! and 1d6! - 1d6! are unbounded below / on both sides; 1d6/1d6! and comparisons are bounded', () => {
    expect(distributionOf('-1d6!')).toMatchObject({ unbounded: 'below', max: -1 });
    const both = distributionOf('1d6! - 1d6!');
    expect(both.unbounded).toBe('both');
    expect(both.mean).toBeCloseTo(0, 9);
    expect(both.stddev).toBeCloseTo(Math.sqrt(2 * closedForm(faces(1, 5), [6], 6).variance), 7);
    const quotient = distributionOf('6/1d6!');
    expect(quotient).toMatchObject({ unbounded: null, min: 0, max: 6 });
    const compare = distributionOf('1d6! >= 7');
    expect(compare.unbounded).toBeNull();
    // P(1d6! >= 7) = P(first die is 6) = 1/6.
    expect(compare.mean).toBeCloseTo(1 / 6, 11);
    expect(distributionOf('1d6!*0')).toMatchObject({
      unbounded: null,
      outcomes: [[0, expect.closeTo(1, 11)]],
    });
  });

  it('2d6!kh1 against the closed form: P(max <= v) = F(v)^2 with F the chain CDF of 1d6!', () => {
    const single = (v: number): number => (v % 6 === 0 || v < 1 ? 0 : (1 / 6) ** (Math.floor(v / 6) + 1));
    const cdf = (v: number): number => {
      let total = 0;
      for (let u = 1; u <= v; u++) total += single(u);
      return total;
    };
    const dist = distributionOf('2d6!kh1');
    for (const [v, p] of dist.outcomes.slice(0, 40)) {
      expect(Math.abs(p - (cdf(v) ** 2 - cdf(v - 1) ** 2))).toBeLessThan(1e-14);
    }
    const lowest = distributionOf('2d6!kl1');
    for (const [v, p] of lowest.outcomes.slice(0, 40)) {
      const survive = (x: number) => (1 - cdf(x)) ** 2;
      expect(Math.abs(p - (survive(v - 1) - survive(v)))).toBeLessThan(1e-12);
    }
  });

  it('100,000 seeded rolls of 1d20!>=2 average 210 (Monte Carlo, 5 standard errors)', () => {
    const node = parseDice('1d20!>=2');
    const rng = seededRandom(20261123);
    const n = 100_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += rollDice(node, rng).total;
    expect(Math.abs(sum / n - 210)).toBeLessThan((5 * Math.sqrt(46_550)) / Math.sqrt(n));
  });

  it('refuses chains that cannot converge or would need more than 1000 explosions per die', () => {
    expect(() => distributionOf('1d1!')).toThrow(
      expect.objectContaining({ code: 'dice.limit.explode-every-face' }),
    );
    let error: unknown;
    try {
      distributionOf('1d100!>=2');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DiceLimitError);
    // 0.99^k <= 1e-12 needs k >= 2750 explosions.
    expect(error).toMatchObject({ code: 'dice.limit.explosion-too-long', limit: 1000 });
    expect((error as DiceLimitError).actual).toBe(Math.ceil(Math.log(1e-12) / Math.log(0.99)) - 1);
    expect(() => rollDice('1d100!>=2')).toThrow(
      expect.objectContaining({ code: 'dice.limit.explosion-too-long' }),
    );
    // The cut-off is shared by the whole expression: more exploding dice need deeper chains.
    expect(() => distributionOf('1d36!>=2')).not.toThrow();
    expect(() => distributionOf('1000d36!>=2')).toThrow(
      expect.objectContaining({ code: 'dice.limit.explosion-too-long' }),
    );
  });

  it('a roll that reaches the explosion cap is marked capped, never silently cut', () => {
    const always = { nextInt: (n: number) => n - 1 }; // always the highest face: 1d6! explodes every time
    const result = rollDiceWithLimits('1d6!', always, { explodeDepth: 3, maxRerolls: 100 });
    expect(result.total).toBe(24);
    expect(result.capped).toBe(true);
    expect(result.rolls[0]!.dice.map((d) => d.capped ?? false)).toEqual([false, false, false, true]);
    const normal = rollDiceWithLimits('1d6!', seededRandom(1), { explodeDepth: 3, maxRerolls: 100 });
    if (normal.rolls[0]!.dice.length <= 3) expect(normal.capped).toBeUndefined();
  });
});
