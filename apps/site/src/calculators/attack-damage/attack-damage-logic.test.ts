import { describe, expect, it } from 'vitest';
import { type AttackDamageInputs, computeAttackDamage } from './attack-damage-logic.ts';

const dagger: AttackDamageInputs = {
  attackBonus: 5,
  armorClass: 15,
  damage: '1d4+3',
  mode: 'normal',
  cover: 'none',
  ruleset: 'srd-5.2',
};

describe('attack damage calculator (CriticalHits)', () => {
  it('rolls the dice twice on a critical, modifier once: Dagger 2d4 + mod (002 l.711-713)', () => {
    const result = computeAttackDamage(dagger);
    if (!result.ok) throw new Error(result.messageKey);
    // plain hits 0.50 x 5.5 + critical hits 0.05 x (2d4+3 = 8)
    expect(result.expectedDamage).toBeCloseTo(0.5 * 5.5 + 0.05 * 8, 12);
    expect(result.distribution.outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it('maximizes the damage dice on a critical under the playtest (004 l.1016-1021)', () => {
    const result = computeAttackDamage({ ...dagger, ruleset: 'playtest' });
    if (!result.ok) throw new Error(result.messageKey);
    expect(result.expectedDamage).toBeCloseTo(0.5 * 5.5 + 0.05 * 7, 12);
  });

  it('rejects damage dice past the calculator budget with a localized code', () => {
    expect(computeAttackDamage({ ...dagger, damage: '60d100' })).toMatchObject({
      ok: false,
      messageKey: 'calc.error.budget',
    });
  });
});
