import { describe, expect, it } from 'vitest';
import { computeSaveHalf, type SaveHalfInputs } from './save-half-logic.ts';

const fireball: SaveHalfInputs = { damage: '8d6', saveBonus: 2, dc: 15, mode: 'normal', ruleset: 'srd-5.2' };

describe('save for half calculator (HalfDamage)', () => {
  it('takes all 8d6 on a failure and half rounded down on a success (002 l.723-725)', () => {
    const result = computeSaveHalf(fireball);
    if (!result.ok) throw new Error(result.messageKey);
    expect(result.saveSuccess).toBeCloseTo(0.4, 12); // d20 + 2 >= 15 on 13-20
    const halfMean = result.rolled.outcomes.reduce((sum, [v, p]) => sum + Math.floor(v / 2) * p, 0);
    expect(result.expectedDamage).toBeCloseTo(0.6 * 28 + 0.4 * halfMean, 12);
    expect(result.taken.min).toBe(4);
    expect(result.taken.max).toBe(48);
  });

  it('explains that the playtest has no fixed half-damage rule instead of inventing one', () => {
    expect(computeSaveHalf({ ...fireball, ruleset: 'playtest' })).toMatchObject({
      ok: false,
      messageKey: 'rules.ruleset.unsupported',
    });
  });
});
