import { describe, expect, it } from 'vitest';
import { facesInTurn } from '../../test/support/tracker-fixtures.ts';
import { resolveD20Roll } from './d20-test.ts';
import { PLAIN_SAVE_TARGET, resolveSaveHalfTargets, rollSaveHalfTargets } from './save-half-targets.ts';

/*
 * Save for half with Bless (+1d4) or Bane (−1d4) on the saves (rules text D20Tests: "add any
 * relevant modifiers"): a roll here rolls each target's dice and a roll at the table gives their
 * total; both add them as resolveD20Roll does (issue 73: typed rolls settle bonus dice too).
 */
const BLESS = [{ sign: 1, count: 1, sides: 4 }] as const;
const BANE = [{ sign: -1, count: 1, sides: 4 }] as const;
const input = {
  damage: [{ amount: '8d6', type: 'fire' as const }],
  dc: 15,
  targets: [
    { ...PLAIN_SAVE_TARGET, saveBonus: 2, bonusDice: BLESS },
    { ...PLAIN_SAVE_TARGET, saveBonus: 5 },
    { ...PLAIN_SAVE_TARGET, saveBonus: 5, bonusDice: BANE },
  ],
};

describe('save for half with bonus dice, rolled here and at the table', () => {
  it("a roll here rolls each target's bonus dice after its d20 and adds them; the receipt shows them", () => {
    // 8d6 all 3s = 24; target 1: d20 10, d4 3 → 15 saved; target 2: d20 9 → 14 failed;
    // target 3: d20 12, d4 2 → 12 + 5 − 2 = 15 saved.
    const roll = rollSaveHalfTargets(input, facesInTurn(3, 3, 3, 3, 3, 3, 3, 3, 10, 3, 9, 12, 2));
    expect(roll.rolled).toBe(24);
    expect(roll.targets.map((one) => [one.kept, one.total, one.saved, one.taken])).toEqual([
      [10, 15, true, 12],
      [9, 14, false, 24],
      [12, 15, true, 12],
    ]);
    expect(roll.targets[0]!.bonusDice).toEqual({ dice: '+1d4', faces: [3], total: 3 });
    expect(roll.targets[1]!.bonusDice).toBeUndefined();
    expect(roll.targets[2]!.bonusDice).toEqual({ dice: '-1d4', faces: [-2], total: -2 });
  });

  it('the same faces typed at the table give the same saves, totals and damage', () => {
    const rolled = rollSaveHalfTargets(input, facesInTurn(3, 3, 3, 3, 3, 3, 3, 3, 10, 3, 9, 12, 2));
    const typed = resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12], diceTotals: [3, 0, -2] });
    expect(typed.targets.map((one) => [one.total, one.saved, one.taken])).toEqual(
      rolled.targets.map((one) => [one.total, one.saved, one.taken]),
    );
    expect(typed.targets[0]!.bonusDice).toEqual({ dice: '+1d4', faces: [3], total: 3, typed: true });
    // Each typed save is the D20 Test function's outcome for that d20 and dice total.
    input.targets.forEach((target, index) => {
      const alone = resolveD20Roll(
        {
          kind: 'save',
          bonus: target.saveBonus,
          target: 15,
          ...(target.bonusDice ? { bonusDice: target.bonusDice } : {}),
        },
        [10, 9, 12][index]!,
        undefined,
        target.bonusDice ? [3, 0, -2][index] : undefined,
      );
      expect([alone?.total, alone?.success]).toEqual([
        typed.targets[index]!.total,
        typed.targets[index]!.saved,
      ]);
    });
  });

  it('typed rolls without the dice totals, a total the dice cannot show, or one for a target without dice are refused by name', () => {
    expect(() => resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12] })).toThrow(
      expect.objectContaining({ code: 'rules.input.missing', params: { field: 'diceTotals' } }),
    );
    expect(() =>
      resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12], diceTotals: [3, 0] }),
    ).toThrow(
      expect.objectContaining({
        code: 'rules.input.out-of-range',
        params: expect.objectContaining({ field: 'diceTotals' }),
      }),
    );
    expect(() =>
      resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12], diceTotals: [5, 0, -2] }),
    ).toThrow(expect.objectContaining({ params: expect.objectContaining({ field: 'diceTotal', max: 4 }) }));
    expect(() =>
      resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12], diceTotals: [3, 2, -2] }),
    ).toThrow(expect.objectContaining({ params: expect.objectContaining({ field: 'diceTotals', max: 0 }) }));
    expect(() =>
      resolveSaveHalfTargets(input, { damage: [24], d20: [10, 9, 12], diceTotals: [3, 0, 1] }),
    ).toThrow(
      expect.objectContaining({ params: expect.objectContaining({ field: 'diceTotal', min: -4, max: -1 }) }),
    );
  });
});
