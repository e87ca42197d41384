import { distributionOf } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import { srd52 } from '../rulesets/srd-5-2.ts';
import {
  defendAmount,
  defendDistribution,
  type ResolvedDefenses,
  resolveDefenses,
} from './damage-defenses.ts';

/** Defenses as the Playtest's Ethereal and Intoxicated give them (seed 004 lines 1330-1368). */
const none = resolveDefenses({}, playtest);
const ethereal: ResolvedDefenses = {
  ...none,
  halvedBy: { condition: 'EtherealCondition', except: ['force'] },
};
const intoxicated: ResolvedDefenses = {
  ...none,
  reducedBy: { condition: 'IntoxicatedCondition', dice: '1d6' },
};

/** The exact distribution by enumeration: every face of the damage and of the d6, each counted. */
function enumerate(
  sides: number,
  plus: number,
  taken: (v: number, r: number) => number,
): Map<number, number> {
  const out = new Map<number, number>();
  for (let d = 1; d <= sides; d++) {
    for (let r = 1; r <= 6; r++) {
      const v = taken(d + plus, r);
      out.set(v, (out.get(v) ?? 0) + 1 / (sides * 6));
    }
  }
  return out;
}

describe("the damage-defenses path: the Playtest's Ethereal and Intoxicated, exact", () => {
  it('Intoxicated: "Damage against the creature is reduced by 1d6": 1d8+3 minus 1d6, never below 0', () => {
    const dist = defendDistribution(distributionOf('1d8+3'), 'slashing', intoxicated, playtest);
    const expected = enumerate(8, 3, (v, r) => Math.max(0, v - r));
    expect(dist.outcomes.length).toBe(expected.size);
    for (const [value, p] of dist.outcomes) expect(p).toBeCloseTo(expected.get(value)!, 14);
    // Mean: 7.5 - 3.5 plus what the floor at 0 gives back (4-1d6 and 5-1d6 below 0).
    const mean = [...expected].reduce((sum, [v, p]) => sum + v * p, 0);
    expect(dist.mean).toBeCloseTo(mean, 12);
    // The same value by value as a rolled amount with the d6 the table rolled.
    for (let v = 0; v <= 11; v++) {
      for (let r = 1; r <= 6; r++) {
        expect(defendAmount(v, 'slashing', intoxicated, playtest, { reduction: r }).taken).toBe(
          Math.max(0, v - r),
        );
      }
    }
  });

  it('Intoxicated needs the d6 the table rolled for a rolled amount (refused without it, or out of 1-6)', () => {
    expect(() => defendAmount(7, 'fire', intoxicated, playtest)).toThrow(/missing/);
    expect(() => defendAmount(7, 'fire', intoxicated, playtest, { reduction: 7 })).toThrow(/out-of-range/);
  });

  it('Ethereal: "takes only half damage ... Neither effect applies to force damage"', () => {
    const fire = defendDistribution(distributionOf('2d6'), 'fire', ethereal, playtest);
    const expected = new Map<number, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const v = Math.floor((a + b) / 2);
        expected.set(v, (expected.get(v) ?? 0) + 1 / 36);
      }
    for (const [value, p] of fire.outcomes) expect(p).toBeCloseTo(expected.get(value)!, 14);
    const force = defendDistribution(distributionOf('2d6'), 'force', ethereal, playtest);
    expect(force.mean).toBeCloseTo(7, 12);
    expect(defendAmount(13, 'fire', ethereal, playtest).steps.map((s) => s.code)).toEqual([
      'damage.step.halved-condition',
    ]);
  });

  it('typed Immunity is refused in the Playtest (it has none), as everywhere', () => {
    expect(() => resolveDefenses({ immune: ['fire'] }, playtest)).toThrow(/unsupported/);
    expect(resolveDefenses({ immune: ['fire'] }, srd52).immune.has('fire')).toBe(true);
  });
});
