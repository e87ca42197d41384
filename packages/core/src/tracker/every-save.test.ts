import { describe, expect, it } from 'vitest';
import { FIREBALL_28, facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { concentrationCheckFor, resolveConcentrationCheck, setConcentrating } from './concentration.ts';
import { setExhaustion } from './conditions.ts';
import { addEffect } from './effects.ts';
import { damageCreatures, rollDeathSave } from './hit-points.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import type { TrackerState } from './tracker-types.ts';

/*
 * Every saving throw in the tracker through the one function for rolls (rollConditions): the
 * Concentration save (SRD 5.2 Rules Glossary, "Concentration": a Constitution saving throw) and the
 * Death Saving Throw (rules text DeathSavingThrows: a saving throw, so a D20 Test; D20Tests "add any
 * relevant modifiers"; Exhaustion: "subtract twice your Exhaustion level" from a D20 Test) take
 * the creature's effect dice, conditions and Exhaustion as save for half and the calculators do.
 */

const BLESS = { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] } as const;
const ayla = (state: TrackerState) => state.creatures.find((one) => one.id === 'c1')!;

/** Ayla (Con save +5) at Exhaustion 2, blessed, concentrating, after 9 damage (DC 10). */
function blessedCaster(): TrackerState {
  let state = setConcentrating(threeCreatures([12, 19, 7]), 'c1', true);
  state = setExhaustion(state, 'c1', 2);
  state = addEffect(state, ['c1'], BLESS, { kind: 'until-removed' });
  return damageCreatures(state, ['c1'], { parts: [{ amount: 9, type: 'fire' }] }).state;
}

describe('the Concentration save takes every effect on saving throws', () => {
  it('Con +5, Exhaustion 2, Bless 1d4, DC 10: d20 + 5 − 4 + d4 ≥ 10; 13 + 14 + 15 + 16 = 58 of 80 pairs, 29/40', () => {
    const check = ayla(blessedCaster()).concentrationChecks[0]!;
    expect(check).toMatchObject({ dc: 10, bonus: 5, keep: '29/40' });
    expect(check.causes?.map((one) => one.code)).toEqual(
      expect.arrayContaining(['conditions.cause.exhaustion', 'conditions.cause.bonus-dice']),
    );
    // Without Bless it was 3/5 (d20 ≥ 9): the d4 is counted, not left out.
    const plain = { ...ayla(blessedCaster()), effects: [] };
    expect(concentrationCheckFor(plain, 9).keep).toBe('3/5');
  });

  it('settles with every term: d20 7 + 5 − 4 + d4 1 = 9 loses it; the same d20 with d4 2 = 10 keeps it', () => {
    const lost = resolveConcentrationCheck(blessedCaster(), 'c1', { d20: 7, diceTotal: 1 });
    expect(lost.save).toMatchObject({ bonus: 5, modifier: -4, total: 9, dc: 10, success: false });
    expect(lost.save.dice).toMatchObject({ dice: '+1d4', total: 1, typed: true });
    const kept = resolveConcentrationCheck(blessedCaster(), 'c1', { d20: 7, diceTotal: 2 });
    expect(kept).toMatchObject({ kept: true, total: 10 });
    // The d4 rolled here when the table did not type it (a 3: 7 + 5 − 4 + 3 = 11).
    const rolled = resolveConcentrationCheck(blessedCaster(), 'c1', { d20: 7 }, undefined, facesInTurn(3));
    expect(rolled.save.dice).toMatchObject({ faces: [3], total: 3 });
    expect(rolled.total).toBe(11);
  });

  it('refuses a typed d4 outside what a d4 shows', () => {
    expect(() => resolveConcentrationCheck(blessedCaster(), 'c1', { d20: 7, diceTotal: 5 })).toThrow(
      /rules.input.out-of-range/,
    );
  });
});

describe('the Death Saving Throw is a saving throw (rollConditions, roll death-save)', () => {
  /** Ayla at 0 HP (30 damage), no saves yet. */
  const dying = (exhaustion: number) =>
    damageCreatures(setExhaustion(threeCreatures([12, 19, 7]), 'c1', exhaustion), ['c1'], {
      parts: [{ amount: 30, type: 'fire' }],
    }).state;

  it('an 11 at Exhaustion 2 is 11 − 4 = 7 against DC 10: a failure', () => {
    const saved = rollDeathSave(dying(2), 'c1', 11);
    expect(saved.result).toBe('failure');
    expect(saved.save).toMatchObject({ modifier: -4, total: 7, dc: 10 });
    expect(ayla(saved.state).deathSaves).toEqual({ successes: 0, failures: 1 });
    // At Exhaustion 0 the same 11 succeeds.
    expect(rollDeathSave(dying(0), 'c1', 11).result).toBe('success');
  });

  it("Bless's d4 counts: 11 − 4 + 3 = 10 succeeds; a 1 is two failures and a 20 regains 1 HP whatever the modifiers", () => {
    const blessed = addEffect(dying(2), ['c1'], BLESS, { kind: 'until-removed' });
    const saved = rollDeathSave(blessed, 'c1', { d20: 11, diceTotal: 3 });
    expect(saved.result).toBe('success');
    expect(saved.save).toMatchObject({ total: 10, dice: { total: 3 } });
    expect(
      rollDeathSave(blessed, 'c1', { d20: 1, diceTotal: 4 }).state.creatures[1]!.deathSaves.failures,
    ).toBe(2);
    expect(rollDeathSave(dying(5), 'c1', 20).result).toBe('revived');
  });
});

describe('the save-for-half receipt names every term of the total', () => {
  it('14 + 2 − 4 + 2 = 14 (Exhaustion 2, Bless): the modifier is in the receipt, so the line adds up', () => {
    let state = setExhaustion(threeCreatures([12, 19, 7]), 'c1', 2);
    state = addEffect(state, ['c1'], BLESS, { kind: 'until-removed' });
    const { receipt } = saveForHalfOnCreatures(
      state,
      { ...FIREBALL_28, ids: ['c1'], d20s: { c1: 14 } },
      facesInTurn(2),
    );
    const target = receipt.targets[0]!;
    expect(target).toMatchObject({ bonus: 2, modifier: -4, bonusDice: { total: 2 } });
    expect(target.save.kept + target.bonus + target.modifier + target.bonusDice!.total).toBe(
      target.save.total,
    );
    expect(target.save.total).toBe(14);
  });
});
