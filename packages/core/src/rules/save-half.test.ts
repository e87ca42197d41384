import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import { damageAfterSave, saveForHalf } from './save-half.ts';

describe('Half Damage (HalfDamage, seed 002 lines 723-725)', () => {
  it('"half damage (round down)": 27 -> 13, 1 -> 0', () => {
    expect(damageAfterSave(27, true)).toBe(13);
    expect(damageAfterSave(27, false)).toBe(27);
    expect(damageAfterSave(1, true)).toBe(0);
    expect(() => damageAfterSave(-1, true)).toThrow(/rules.input.out-of-range/);
  });

  it('Fireball-style 8d6 against save +2 vs DC 15: each rolled value d is taken as d or floor(d/2)', () => {
    const result = saveForHalf({ damage: '8d6', saveBonus: 2, dc: 15 });
    // success on a d20 roll of 13-20: 8/20
    expect(result.saveSuccess).toBe(8 / 20);
    expect(result.expectedDamage).toBeCloseTo(
      (12 / 20) * 28 + (8 / 20) * result.rolled.outcomes.reduce((s, [v, p]) => s + Math.floor(v / 2) * p, 0),
      10,
    );
    expect(result.taken.min).toBe(4);
    expect(result.taken.max).toBe(48);
    expect(result.taken.outcomes.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('the playtest fixes no fraction for a successful save ("a diminished version", seed 004 lines 158-164)', () => {
    expect(() => saveForHalf({ damage: '8d6', saveBonus: 2, dc: 15 }, playtest)).toThrow(
      /rules.ruleset.unsupported/,
    );
  });
});
