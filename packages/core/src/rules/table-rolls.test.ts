import { describe, expect, it } from 'vitest';
import { computeCalculator } from '../calculators/kinds.ts';
import { resolveD20Roll } from './d20-test.ts';
import { resolveSaveHalfTargets } from './save-half-targets.ts';
import { saveTargetFromPreset } from './save-target-presets.ts';

describe('rolls made at the table', () => {
  // D20Tests: "If the total of the d20 and its modifiers equals or exceeds the target number, the
  // D20 Test succeeds." Rolling 20 or 1: for an attack roll a natural 20 hits "regardless of any
  // modifiers or the target's AC" (a Critical Hit) and a natural 1 misses.
  it('a D20 Test: the total meets the target; natural 20 and 1 decide attack rolls only', () => {
    expect(resolveD20Roll({ kind: 'save', bonus: 4, target: 15 }, 11)).toMatchObject({
      total: 15,
      success: true,
    });
    expect(resolveD20Roll({ kind: 'save', bonus: 4, target: 15 }, 10)).toMatchObject({
      total: 14,
      success: false,
    });
    expect(resolveD20Roll({ kind: 'check', bonus: -2, target: 21 }, 20)).toMatchObject({
      success: false,
      critical: false,
    });
    expect(resolveD20Roll({ kind: 'attack', bonus: -2, target: 30 }, 20)).toMatchObject({
      success: true,
      critical: true,
    });
    expect(resolveD20Roll({ kind: 'attack', bonus: 20, target: 10 }, 1)).toMatchObject({
      success: false,
      natural: true,
    });
    // Cover: Half Cover gives +2 to AC (Cover table).
    expect(resolveD20Roll({ kind: 'attack', bonus: 5, target: 15, cover: 'half' }, 11)).toMatchObject({
      total: 16,
      target: 17,
      success: false,
    });
    expect(() => resolveD20Roll({ kind: 'save', bonus: 0, target: 10 }, 21)).toThrow(/out-of-range/);
  });

  // HalfDamage: "half the damage (round down) on a successful save"; the damage is rolled once for
  // every target (DamageagainstMultipleTargets); Resistance halves (round down) after the save.
  it('Fireball 8d6 fire DC 15 rolled 28: four targets with their own d20s', () => {
    const targets = [
      { ...saveTargetFromPreset('plain', ['fire']), saveBonus: 2 },
      { ...saveTargetFromPreset('plain', ['fire']), saveBonus: 2 },
      { ...saveTargetFromPreset('resistant', ['fire']), saveBonus: 5 },
      { ...saveTargetFromPreset('plain', ['fire']), saveBonus: 0 },
    ];
    const roll = resolveSaveHalfTargets(
      { damage: [{ amount: '8d6', type: 'fire' }], dc: 15, targets },
      { damage: [28], d20: [13, 12, 3, 15] },
    );
    expect(roll.rolled).toBe(28);
    expect(roll.targets.map((t) => [t.total, t.saved, t.taken])).toEqual([
      [15, true, 14],
      [14, false, 28],
      [8, false, 14],
      [15, true, 14],
    ]);
    expect(() =>
      resolveSaveHalfTargets(
        { damage: [{ amount: '8d6', type: 'fire' }], dc: 15, targets },
        { damage: [28], d20: [1] },
      ),
    ).toThrow(/out-of-range/);
  });

  it('the calculators give the outcome beside the odds once the rolls are entered', () => {
    const d20 = computeCalculator('d20-test', { 'kind-of-test': 'save', bonus: 4, target: 15, roll: 11 });
    if ('cannotAct' in d20) throw new Error('a save is made whatever the conditions');
    expect(d20.rolled).toMatchObject({ success: true, total: 15 });
    expect(d20.success).toBe(10 / 20);
    expect(computeCalculator('d20-test', {})).not.toHaveProperty('rolled');
    const half = computeCalculator('save-half', { d20s: [15, 2], rolled: [30] });
    // Defaults: +2 and +5 with Resistance to Fire: 17 saves (15), 7 fails then Resistance (15).
    expect(half.entered?.targets.map((t) => t.taken)).toEqual([15, 15]);
    expect(computeCalculator('save-half', { d20s: [15], rolled: [30] }).entered).toBeUndefined();
  });

  it("presets aim at the effect's own damage types", () => {
    expect(saveTargetFromPreset('resistant', ['fire', 'cold']).resist).toEqual(['fire', 'cold']);
    expect(saveTargetFromPreset('immune', ['poison']).immune).toEqual(['poison']);
    expect(saveTargetFromPreset('advantage', ['fire']).mode).toBe('advantage');
    expect(saveTargetFromPreset('half-cover', ['fire']).cover).toBe('half');
  });
});
