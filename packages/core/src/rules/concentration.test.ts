import { describe, expect, it } from 'vitest';
import { computeCalculator, validateCalculatorDirective } from '../calculators/kinds.ts';
import { playtest } from '../rulesets/playtest.ts';
import {
  CONCENTRATION_SAVE,
  concentrationDc,
  concentrationSave,
  resolveConcentrationRoll,
} from './concentration.ts';

// SRD 5.2 Rules Glossary, "Concentration": "the DC equals 10 or half the damage taken (round
// down), whichever number is higher, up to a maximum DC of 30."
describe('Concentration save DC (SRD 5.2 Rules Glossary: Concentration)', () => {
  it('keeps its numbers in one table naming the rule', () => {
    expect(CONCENTRATION_SAVE).toMatchObject({
      ruleId: 'SavingThrowsandDamage',
      minimumDc: 10,
      damageDivisor: 2,
      maximumDc: 30,
    });
  });

  it('"10 or half the damage taken (round down), whichever number is higher"', () => {
    expect(concentrationDc(1)).toBe(10);
    expect(concentrationDc(21)).toBe(10);
    expect(concentrationDc(22)).toBe(11);
    expect(concentrationDc(23)).toBe(11);
    expect(concentrationDc(45)).toBe(22);
  });

  it('"up to a maximum DC of 30"', () => {
    expect(concentrationDc(60)).toBe(30);
    expect(concentrationDc(61)).toBe(30);
    expect(concentrationDc(500)).toBe(30);
  });

  it('refuses no damage, fractions and text with the localized input codes', () => {
    expect(() => concentrationDc(0)).toThrow(/rules.input.out-of-range/);
    expect(() => concentrationDc(2.5)).toThrow(/rules.input/);
    expect(() => concentrationDc(Number.NaN)).toThrow(/rules.input/);
  });
});

describe('Chance to keep Concentration (a Constitution saving throw)', () => {
  it('23 damage, +5: DC 11, 6 or more on the d20, exactly 15/20', () => {
    const save = concentrationSave({ damage: 23, bonus: 5 });
    expect(save).toMatchObject({ dc: 11, need: 6, keep: 0.75, mode: 'normal' });
    expect(save.exact.keep.toString()).toBe('3/4');
  });

  it('a 20 is not an automatic success on a save: 60 damage at +0 needs 30, no face keeps it', () => {
    const save = concentrationSave({ damage: 60, bonus: 0 });
    expect(save).toMatchObject({ dc: 30, need: null, keep: 0 });
    expect(resolveConcentrationRoll({ damage: 60, bonus: 0 }, 20).success).toBe(false);
  });

  it('a 1 is not an automatic failure: +9 against DC 10 keeps it on every face', () => {
    const save = concentrationSave({ damage: 4, bonus: 9 });
    expect(save).toMatchObject({ dc: 10, need: 1, keep: 1 });
    expect(resolveConcentrationRoll({ damage: 4, bonus: 9 }, 1).success).toBe(true);
  });

  it('Advantage rolls two d20s and keeps the higher: need 6+ is 1 - (5/20)^2 = 15/16', () => {
    const save = concentrationSave({ damage: 23, bonus: 5, advantage: 1 });
    expect(save.exact.keep.toString()).toBe('15/16');
    expect(concentrationSave({ damage: 23, bonus: 5, disadvantage: 1 }).exact.keep.toString()).toBe('9/16');
  });

  it('the Playtest has no Concentration rule (its Spell Disruption is another rule): refused', () => {
    expect(() => concentrationSave({ damage: 23, bonus: 5 }, playtest)).toThrow(
      expect.objectContaining({
        code: 'rules.ruleset.unsupported',
        params: { feature: 'concentration', ruleset: 'playtest' },
      }),
    );
  });
});

describe('concentration calculator kind', () => {
  it('computes the CLI example: --damage 23 --bonus 5 keeps it with 0.75', () => {
    const result = computeCalculator('concentration', { damage: 23, bonus: 5 });
    expect(result).toMatchObject({ dc: 11, need: 6, keep: 0.75 });
    expect(result.rolled).toBeUndefined();
  });

  it('with the table d20: 5 + 5 = 10 against DC 11 loses it, 6 + 5 keeps it', () => {
    expect(computeCalculator('concentration', { damage: 23, bonus: 5, roll: 5 }).rolled).toMatchObject({
      total: 10,
      target: 11,
      success: false,
    });
    expect(computeCalculator('concentration', { damage: 23, bonus: 5, roll: 6 }).rolled?.success).toBe(true);
  });

  it('a directive with bad numbers gets the calculator issue codes', () => {
    expect(validateCalculatorDirective('concentration', { damage: '23', bonus: '5' }).ok).toBe(true);
    expect(validateCalculatorDirective('concentration', { damage: '0' })).toMatchObject({
      ok: false,
      issues: [{ code: 'rules.calculator.bad-param', params: { param: 'damage' } }],
    });
    expect(validateCalculatorDirective('concentration', { roll: '21' }).ok).toBe(false);
    expect(() => computeCalculator('concentration', { damage: -3 })).toThrow(/rules.input.out-of-range/);
  });
});

describe('the d20 needed with bonus dice (issue 91, Low list: Bless shows the best case only)', () => {
  it('Bless +1d4, 23 damage at +0 (DC 11): 7 or higher if the d4 rolls 4, 10 or higher whatever it rolls', () => {
    const save = concentrationSave({ damage: 23, bonus: 0, bonusDice: [{ sign: 1, count: 1, sides: 4 }] });
    expect([save.dc, save.need, save.needAtWorst]).toEqual([11, 7, 10]);
  });

  it('Bane −1d4: the worst case takes 4 away, the best 1', () => {
    const save = concentrationSave({ damage: 10, bonus: 2, bonusDice: [{ sign: -1, count: 1, sides: 4 }] });
    expect([save.dc, save.need, save.needAtWorst]).toEqual([10, 9, 12]);
  });

  it('no bonus dice: no worst case given; the calculator kind passes it on', () => {
    expect(concentrationSave({ damage: 23, bonus: 5 }).needAtWorst).toBeUndefined();
    expect(
      computeCalculator('concentration', { damage: 23, bonus: 0, 'bonus-dice': ['+1d4'] }),
    ).toMatchObject({
      need: 7,
      needAtWorst: 10,
    });
  });
});
