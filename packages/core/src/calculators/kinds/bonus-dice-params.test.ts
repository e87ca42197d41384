import { describe, expect, it } from 'vitest';
import { Fraction } from '../../fraction.ts';
import { resolveD20Roll } from '../../rules/d20-test.ts';
import { deathSavesCalculator } from './death-saves.ts';
import { saveHalfCalculator, saveHalfEffectOf } from './save-half.ts';

/*
 * Bonus dice (Bless +1d4, Bane −1d4: rules text D20Tests, "add any relevant modifiers") in the
 * save-for-half and death-save calculators (issue 73 item 6), through the registry's `bonus-dice`
 * param as the other calculators take it.
 */

describe('death saves with Bless (SRD 5.2 DeathSavingThrows)', () => {
  it('one save at Exhaustion 2 with +1d4: success on faces 2-19 where face − 4 + d4 ≥ 10, counted by hand', () => {
    // Faces 2..19 (1 fails twice, 20 revives): d4 = 1: faces 13-19 (7); 2: 12-19 (8); 3: 11-19 (9);
    // 4: 10-19 (10): 34 of 80 pairs succeed, 17/40.
    let ways = 0;
    for (let face = 2; face <= 19; face += 1)
      for (let d4 = 1; d4 <= 4; d4 += 1) if (face - 4 + d4 >= 10) ways += 1;
    expect(ways).toBe(34);
    const plain = deathSavesCalculator.compute({
      ...deathSavesCalculator.defaults,
      exhaustion: 2,
      failures: 2,
    });
    const blessed = deathSavesCalculator.compute({
      ...deathSavesCalculator.defaults,
      exhaustion: 2,
      failures: 2,
      successes: 2,
      'bonus-dice': ['+1d4'],
    });
    // Two successes and two failures: one save decides. Stable = success = 34/80; revived = 1/20.
    expect(blessed.outcome.exact.stable.toString()).toBe(Fraction.of(34, 80).toString());
    expect(blessed.outcome.exact.revived.toString()).toBe('1/20');
    expect(blessed.conditions?.causes.map((cause) => cause.code)).toContain('conditions.cause.bonus-dice');
    expect(plain.outcome.exact.dead.toString()).not.toBe(blessed.outcome.exact.dead.toString());
  });

  it('Bane takes the dice away: −1d4 at no Exhaustion, faces 2-19 with face − d4 ≥ 10', () => {
    let ways = 0;
    for (let face = 2; face <= 19; face += 1)
      for (let d4 = 1; d4 <= 4; d4 += 1) if (face - d4 >= 10) ways += 1;
    const baned = deathSavesCalculator.compute({
      ...deathSavesCalculator.defaults,
      failures: 2,
      successes: 2,
      'bonus-dice': ['-1d4'],
    });
    expect(baned.outcome.exact.stable.toString()).toBe(Fraction.of(ways, 80).toString());
  });
});

describe('save for half with Bless', () => {
  it("each target's chance counts the d4 over every face: +2 against DC 15 with +1d4 is 42/80", () => {
    const blessed = saveHalfCalculator.compute({ ...saveHalfCalculator.defaults, 'bonus-dice': ['+1d4'] });
    // Target 1: +2, DC 15: d20 + 2 + d4 ≥ 15; over 80 pairs: d4 = k needs d20 ≥ 13 − k: 9 + 10 + 11 + 12 = 42.
    expect(blessed.targets[0]!.saveSuccess).toBeCloseTo(Fraction.of(42, 80).toNumber(), 12);
    const plain = saveHalfCalculator.compute(saveHalfCalculator.defaults);
    expect(plain.targets[0]!.saveSuccess).toBeCloseTo(8 / 20, 12);
  });

  it("typed rolls with Bless settle the dice too: each target's d4 total is asked for, then added (resolveD20Roll's total)", () => {
    const input = { ...saveHalfCalculator.defaults, d20s: [10, 10], rolled: [28] };
    expect('entered' in saveHalfCalculator.compute(input)).toBe(true);
    // Without the dice totals a total would be wrong: odds only.
    expect('entered' in saveHalfCalculator.compute({ ...input, 'bonus-dice': ['+1d4'] })).toBe(false);
    const blessed = { ...input, 'bonus-dice': ['+1d4'], 'dice-totals': [3, 1] };
    const entered = saveHalfCalculator.compute(blessed).entered!;
    // Target 1: 10 + 2 + 3 = 15 against DC 15: saved (14 damage); target 2: 10 + 5 + 1 = 16, saved,
    // fire resisted: 28 halved to 14, then halved again to 7.
    expect(entered.targets.map((one) => [one.total, one.saved, one.taken])).toEqual([
      [15, true, 14],
      [16, true, 7],
    ]);
    expect(entered.targets[0]!.bonusDice).toEqual({ dice: '+1d4', faces: [3], total: 3, typed: true });
    // The one D20 Test function agrees on each total and outcome.
    const effect = saveHalfEffectOf(blessed);
    effect.targets.forEach((target, index) => {
      const alone = resolveD20Roll(
        { kind: 'save', bonus: target.saveBonus, target: 15, bonusDice: target.bonusDice! },
        10,
        undefined,
        blessed['dice-totals'][index],
      );
      expect([alone?.total, alone?.success]).toEqual([
        entered.targets[index]!.total,
        entered.targets[index]!.saved,
      ]);
    });
    // Without Bless, target 1 fails (10 + 2 = 12): the d4 decided it.
    expect(saveHalfCalculator.compute(input).entered!.targets[0]!.saved).toBe(false);
  });

  it("a dice total the d4 cannot show is refused by name; Bane's are negative", () => {
    const input = { ...saveHalfCalculator.defaults, d20s: [10, 10], rolled: [28], 'bonus-dice': ['+1d4'] };
    expect(() => saveHalfCalculator.compute({ ...input, 'dice-totals': [5, 1] })).toThrow(
      expect.objectContaining({
        code: 'rules.input.out-of-range',
        params: expect.objectContaining({ field: 'diceTotal' }),
      }),
    );
    const baned = saveHalfCalculator.compute({ ...input, 'bonus-dice': ['-1d4'], 'dice-totals': [-4, -1] });
    expect(baned.entered!.targets.map((one) => one.total)).toEqual([8, 14]);
  });
});
