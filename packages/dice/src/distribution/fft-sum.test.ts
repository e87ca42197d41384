import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributionOf } from '../evaluate/distribution.ts';
import { prepareDie } from '../evaluate/prepare-die.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { convolve, type Dense, denseFromWeights, sumIid } from './dense.ts';
import { dieChainDistribution } from './die-chain.ts';
import { planExplosion } from './explosion-plan.ts';
import { FFT_FLOOR, fftWindow, massOf, sumIidByFft } from './fft-sum.ts';

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

/** n copies of a die by repeated direct convolution: the exact reference (float64 rounding only). */
function convolvedTimes(die: Dense, n: number): Dense {
  let acc = die;
  for (let i = 1; i < n; i++) acc = convolve(acc, die);
  return acc;
}

describe('FFT sums of skewed and negative dice keep their whole support (issue: lost low values)', () => {
  it('7d{1,1000,1000}: P(7) = (1/3)^7 is kept, mass 1, mean 4669', () => {
    const dist = distributionOf('7d{1,1000,1000}');
    expect(dist.outcomes[0]![0]).toBe(7);
    expect(dist.outcomes[0]![1]).toBeCloseTo((1 / 3) ** 7, 15);
    expect(dist.mean).toBeCloseTo(7 * (2001 / 3), 8);
    expect(Math.abs(dist.outcomes.reduce((s, [, p]) => s + p, 0) + dist.truncatedMass - 1)).toBeLessThan(
      1e-12,
    );
  });

  it('7d{-1000,0,0} starts at -7000 and 6d{6,164,23,74,-963} at -5778', () => {
    expect(distributionOf('7d{-1000,0,0}').outcomes[0]).toEqual([-7000, expect.closeTo((1 / 3) ** 7, 15)]);
    expect(distributionOf('7d{-1000,0,0}').mean).toBeCloseTo(-7000 / 3, 8);
    expect(distributionOf('6d{6,164,23,74,-963}').outcomes[0]).toEqual([-5778, expect.closeTo(0.2 ** 6, 15)]);
  });

  it('8d1000ro<700 agrees with direct convolution (P(750) = 1.45e-9, not 0)', () => {
    const dist = distributionOf('8d1000ro<700');
    const exact = convolvedTimes(chainOf('1d1000ro<700'), 8);
    const p750 = exact.p[750 - exact.offset]!;
    expect(p750).toBeGreaterThan(1.4e-9);
    expect(dist.outcomes.find(([v]) => v === 750)?.[1]).toBeCloseTo(p750, 15);
  });

  it('property: random skewed and negative custom dice, FFT = direct convolution within the floor', () => {
    const faces = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(faces, fc.integer({ min: 2, max: 9 }), (list, n) => {
        const die = denseFromWeights(
          list,
          list.map(() => 1),
        );
        const byFft = sumIidByFft(die, n);
        const exact = convolvedTimes(die, n);
        expect(worstDifference(byFft, exact)).toBeLessThanOrEqual(FFT_FLOOR * 1.01);
        // What the FFT leaves out is reported, never silently dropped.
        expect(Math.abs(massOf(byFft.p) + (byFft.lost ?? 0) - 1)).toBeLessThanOrEqual(1e-12);
      }),
      { numRuns: 60, seed: 22 },
    );
  });

  it('the transform window is the whole sum when it fits, else stays inside the sum', () => {
    expect(fftWindow(6994, 8192, 4669)).toEqual([0, 6993]);
    expect(fftWindow(100_000, 4096, 99_990)).toEqual([100_000 - 4096, 99_999]);
    expect(fftWindow(100_000, 4096, 5)).toEqual([0, 4095]);
    expect(fftWindow(100_000, 4096, 50_000)).toEqual([50_000 - 2047, 50_000 + 2048]);
  });
});
