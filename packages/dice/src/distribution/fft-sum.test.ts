import { describe, expect, it } from 'vitest';
import { distributionOf } from '../evaluate/distribution.ts';
import { prepareDie } from '../evaluate/prepare-die.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { type Dense, sumIid } from './dense.ts';
import { dieChainDistribution } from './die-chain.ts';
import { planExplosion } from './explosion-plan.ts';
import { FFT_FLOOR, sumIidByFft } from './fft-sum.ts';

function chainOf(input: string): Dense {
  const node = parseDice(input);
  if (node.type !== 'dice') throw new Error('a dice group is needed');
  const die = prepareDie(node.faces, node.modifiers);
  return dieChainDistribution(die, planExplosion(die, 1e-15)).dense;
}

function worstDifference(a: Dense, b: Dense): number {
  expect(a.offset).toBe(b.offset);
  expect(a.p.length).toBe(b.p.length);
  let worst = 0;
  for (let i = 0; i < a.p.length; i++) worst = Math.max(worst, Math.abs(a.p[i]! - b.p[i]!));
  return worst;
}

describe('sums of many dice by FFT', () => {
  for (const [group, n] of [
    ['1d50', 200],
    ['1d{1,5,9}', 40],
    ['1d6!', 30],
    ['1dF', 333],
  ] as const) {
    it(`${n} x ${group} agrees with direct convolution within ${FFT_FLOOR}`, () => {
      const die = chainOf(group);
      expect(worstDifference(sumIidByFft(die, n), sumIid(die, n))).toBeLessThanOrEqual(FFT_FLOOR * 1.01);
    });
  }

  it('1000d1000 (past the direct method) has the mean and spread of 1000 d1000s', () => {
    const dist = distributionOf('1000d1000');
    expect(dist.min).toBe(1000);
    expect(dist.max).toBe(1_000_000);
    expect(Math.abs(dist.outcomes.reduce((s, [, p]) => s + p, 0) - 1)).toBeLessThan(1e-9);
    expect(dist.mean).toBeCloseTo(500_500, 4);
    expect(dist.stddev).toBeCloseTo(Math.sqrt((1000 * (1000 * 1000 - 1)) / 12), 4);
    expect(dist.outcomes.reduce((least, [, p]) => Math.min(least, p), 1)).toBeGreaterThan(FFT_FLOOR);
  });
});
