import { d20FaceWeights } from '@polyhedral/core';
import { seededRandom } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { d20Distribution, d20Modifier, rollD20 } from './dice-d20.ts';

describe('d20Modifier', () => {
  it('reads d20, 1d20 and 1d20+N (002: "Roll 1d20", "d20 + ability modifier")', () => {
    expect(d20Modifier('d20')).toBe(0);
    expect(d20Modifier('1d20')).toBe(0);
    expect(d20Modifier('1d20+5')).toBe(5);
    expect(d20Modifier('d20-1')).toBe(-1);
  });

  it('is null for anything but one d20', () => {
    for (const notation of ['2d20', '1d12', 'd200', '1d20+1d4', 'd%'])
      expect(d20Modifier(notation)).toBeNull();
  });
});

describe('d20Distribution', () => {
  it('matches the core face weights of RollTwoD20s: Advantage (2k-1)/400, Disadvantage (41-2k)/400', () => {
    for (const mode of ['normal', 'advantage', 'disadvantage'] as const) {
      const weights = d20FaceWeights(mode);
      const dist = d20Distribution(3, mode);
      expect(dist.outcomes.map(([value]) => value)).toEqual(weights.map((_, i) => i + 4));
      for (const [i, [, p]] of dist.outcomes.entries()) expect(p).toBeCloseTo(weights[i]! / 400, 12);
    }
  });
});

describe('rollD20', () => {
  it('rolls two d20s with Advantage and keeps the higher, with Disadvantage the lower', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i += 1) {
      const adv = rollD20(2, 'advantage', random);
      expect(adv.dice).toHaveLength(2);
      expect(adv.kept).toBe(Math.max(...adv.dice));
      expect(adv.total).toBe(adv.kept + 2);
      const dis = rollD20(-1, 'disadvantage', random);
      expect(dis.kept).toBe(Math.min(...dis.dice));
      expect(dis.total).toBe(dis.kept - 1);
      const normal = rollD20(0, 'normal', random);
      expect(normal.dice).toHaveLength(1);
      expect(normal.total).toBe(normal.dice[0]);
    }
  });
});
