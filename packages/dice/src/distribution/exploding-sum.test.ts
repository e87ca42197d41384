import { describe, expect, it } from 'vitest';
import { estimateDistributionWork } from '../evaluate/check-limits.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { prepareDie } from '../evaluate/prepare-die.ts';
import { DICE_LIMITS } from '../limits.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { probabilityAtLeast } from '../stats.ts';
import { sumIid, trimDense } from './dense.ts';
import { dieChainDistribution } from './die-chain.ts';
import { explodingSumPlan, sumExplodingByGenerating } from './exploding-sum.ts';
import { planExplosion, tailTargetFor } from './explosion-plan.ts';

/** P(1dS! = v) in closed form: v = S k + s with s in 1..S-1 needs k explosions, (1/S)^(k+1). */
const explodingDie =
  (sides: number) =>
  (v: number): number =>
    v < 1 || v % sides === 0 ? 0 : (1 / sides) ** (Math.floor(v / sides) + 1);

/** P(sum of n independent copies = v) for v in 0..maxValue, by plain convolution in the test. */
function sumOfCopies(single: (v: number) => number, n: number, maxValue: number): number[] {
  let acc: number[] = Array.from({ length: maxValue + 1 }, (_, v) => (v === 0 ? 1 : 0));
  for (let k = 0; k < n; k++) {
    const next = new Array<number>(maxValue + 1).fill(0);
    for (let v = 0; v <= maxValue; v++) for (let u = 0; u <= v; u++) next[v]! += acc[u]! * single(v - u);
    acc = next;
  }
  return acc;
}

function groupPlan(expression: string) {
  const node = parseDice(expression);
  if (node.type !== 'dice') throw new Error('a single dice group');
  const die = prepareDie(node.faces, node.modifiers);
  return { n: node.count, die, plan: planExplosion(die, tailTargetFor(node.count)) };
}

describe('sums of exploding dice from the generating function S(z)^n / (1 - G(z))^n', () => {
  it('20d20!: mean 20 x 10.5 x 20/19 = 221.0526..., within truncatedMass x the cut-off', () => {
    // One d20! has mean E[face] / (1 - p) = 10.5 / (19/20) (Wald's identity); 20 of them 20 times that.
    const exactMean = (20 * 10.5 * 20) / 19;
    expect(exactMean).toBeCloseTo(221.052_631_578_947, 10);
    const dist = distributionOf('20d20!');
    expect(dist.truncatedMass).toBeGreaterThan(0);
    expect(dist.truncatedMass).toBeLessThanOrEqual(DICE_LIMITS.explosionMassCutoff);
    // The outcomes' mean is short of the true one by at most about truncatedMass times the values
    // left out, whose tail decays like 0.05 per 20: a bound of truncatedMass x (2 x max) is loose.
    expect(Math.abs(dist.mean - exactMean)).toBeLessThanOrEqual(dist.truncatedMass * 2 * dist.max);
    // Var[1d20!] = Var[S] + E[K] E[G]^2 ... = 30 + (20/361) x 400 (explosion.test.ts closedForm), x 20 dice.
    expect(dist.stddev).toBeCloseTo(Math.sqrt(20 * (30 + (20 / 361) * 400)), 6);
    expect(dist.min).toBe(20);
    expect(dist.unbounded).toBe('above');
    const sum = dist.outcomes.reduce((a, [, p]) => a + p, 0);
    expect(Math.abs(1 - sum - dist.truncatedMass)).toBeLessThan(1e-14);
  });

  it('2d6! and 3d6! match the closed form of one die convolved by the test, value by value', () => {
    for (const n of [2, 3]) {
      const dist = distributionOf(`${n}d6!`);
      const expected = sumOfCopies(explodingDie(6), n, dist.max);
      for (const [v, p] of dist.outcomes) expect(Math.abs(p - expected[v]!)).toBeLessThan(1e-15);
      // No value of positive probability is left out below the cut-off.
      const shown = new Set(dist.outcomes.map(([v]) => v));
      for (let v = 0; v <= dist.max; v++) if (expected[v]! > 0) expect(shown.has(v)).toBe(true);
      expect(dist.truncatedMass).toBeCloseTo(1 - expected.reduce((a, b) => a + b, 0), 15);
    }
  });

  it('agrees with summing the chains (the other method) below the chain cut-off, for other shapes', () => {
    // Explode on a run (>=5), with 0 among the exploding values, downwards, clamped, rerolled.
    for (const expression of ['6d6!>=5', '5d{0,1,3}!<=1', '4d{-3,-1,2}!<0', '5d8!>=6mi3', '4d10r1!']) {
      const { n, die, plan } = groupPlan(expression);
      const generating = sumExplodingByGenerating(n, plan);
      const chain = dieChainDistribution(die, plan);
      const byChains = sumIid(trimDense(chain.dense), n);
      // Sums of chains are exact wherever no chain needed to pass its own cut-off: the values
      // within one chain's length of the bounded end (the lowest, or the highest for '<0').
      const chainLength = chain.dense.p.length;
      const g = generating.dense;
      const bounded = plan.direction === 'down' ? g.offset + g.p.length - 1 : g.offset;
      const step = plan.direction === 'down' ? -1 : 1;
      for (let k = 0; k < chainLength; k++) {
        const v = bounded + step * k;
        const p = g.p[v - g.offset] ?? 0;
        const q = byChains.p[v - byChains.offset] ?? 0;
        expect(Math.abs(p - q), `${expression} at ${v}`).toBeLessThan(1e-15);
      }
      let total = 0;
      for (const p of generating.dense.p) total += p;
      expect(Math.abs(1 - total - generating.lost), expression).toBeLessThan(1e-14);
      expect(generating.lost).toBeLessThanOrEqual(n * plan.tailTarget);
    }
  });

  it('is chosen where it is cheaper: 20d20! costs a small fraction of summing 20 chains', () => {
    const { n, plan } = groupPlan('20d20!');
    const chosen = explodingSumPlan(n, plan);
    expect(chosen.method).toBe('generating');
    // Summing twenty 220-value chains directly is about 20 x 4,400 x 220 / 2 = 9.7 million steps.
    expect(chosen.work).toBeLessThan(2_000_000);
    expect(estimateDistributionWork(parseDice('20d20!'))).toBeLessThan(3_000_000);
    // One die, and many dice of a long chain, keep the chain method.
    expect(explodingSumPlan(1, groupPlan('1d20!>=2').plan).method).toBe('chains');
    const many = groupPlan('1000d6!');
    expect(explodingSumPlan(many.n, many.plan).method).toBe('chains');
  });

  it('P(10d6! >= 60) and P(4d10! >= 40) are between the sums without explosions and their bounds', () => {
    // Without explosions 10d6 >= 60 only on all sixes, (1/6)^10; exploding can only add.
    expect(probabilityAtLeast(distributionOf('10d6!'), 60)).toBeGreaterThan(6 ** -10);
    expect(distributionOf('10d6!').mean).toBeCloseTo(10 * 4.2, 9);
    expect(distributionOf('4d10!').mean).toBeCloseTo((4 * 5.5 * 10) / 9, 9);
  });
});
