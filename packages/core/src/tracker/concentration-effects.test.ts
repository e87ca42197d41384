import { describe, expect, it } from 'vitest';
import { FIREBALL_28, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import {
  dismissConcentrationCheck,
  owingConcentration,
  resolveConcentrationCheck,
  setConcentrating,
} from './concentration.ts';
import { concentrationEndings } from './concentration-effects.ts';
import { addCondition } from './conditions.ts';
import { addEffect } from './effects.ts';
import { damageCreatures } from './hit-points.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import { removeCreature } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';
import type { TrackerState } from './tracker-types.ts';

/*
 * Effects that need Concentration end when it ends (SRD 5.2 Rules Glossary, "Concentration":
 * taking damage, being Incapacitated or dying ends it, and the creature can end it at any time).
 * Bren (c2) casts Bless on Ayla (c1) and the Ogre (c3) and concentrates on it.
 */

const BLESS = { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'], concentrationOf: 'c2' } as const;
const blessed = (): TrackerState =>
  addEffect(threeCreatures([12, 19, 7]), ['c1', 'c3'], BLESS, { kind: 'until-removed' });
const effectNames = (state: TrackerState) =>
  state.creatures.map((one) => `${one.name}:${(one.effects ?? []).map((e) => e.name).join(',')}`);

describe('an effect tied to its caster’s Concentration', () => {
  it('names the caster on each target and makes the caster concentrate', () => {
    const state = blessed();
    expect(state.creatures.find((one) => one.id === 'c2')!.concentrating).toBe(true);
    expect(state.creatures.find((one) => one.id === 'c1')!.effects![0]!.concentration).toEqual({
      creatureId: 'c2',
      creatureName: 'Bren',
    });
  });

  it('ends on both targets when the caster fails its Concentration save, and the ending says so', () => {
    const hit = damageCreatures(blessed(), ['c2'], { parts: [{ amount: 4, type: 'fire' }] }).state;
    // Bren: Con +1, DC 10: a 2 gives 3, a failure.
    const lost = resolveConcentrationCheck(hit, 'c2', 2).state;
    expect(effectNames(lost)).toEqual(['Bren:', 'Ayla:', 'Ogre:']);
    const [ending] = concentrationEndings(hit, lost);
    expect(ending).toMatchObject({ creatureId: 'c2', reason: { kind: 'failed-save' } });
    expect(ending!.effects.map((one) => `${one.targetId}:${one.effect.name}`)).toEqual([
      'c1:Bless',
      'c3:Bless',
    ]);
    // A kept save keeps Bless.
    expect(effectNames(resolveConcentrationCheck(hit, 'c2', 15).state)).toEqual([
      'Bren:',
      'Ayla:Bless',
      'Ogre:Bless',
    ]);
  });

  it('ends at 0 HP, when the caster is Incapacitated (Stunned), dropped by hand or removed', () => {
    const down = damageCreatures(blessed(), ['c2'], { parts: [{ amount: 18, type: 'fire' }] }).state;
    expect(effectNames(down)).toEqual(['Bren:', 'Ayla:', 'Ogre:']);
    expect(concentrationEndings(blessed(), down)[0]!.reason).toEqual({ kind: 'zero-hp' });

    const stunned = addCondition(blessed(), 'c2', 'StunnedCondition', { kind: 'until-removed' });
    expect(effectNames(stunned)).toEqual(['Bren:', 'Ayla:', 'Ogre:']);
    expect(concentrationEndings(blessed(), stunned)[0]!.reason).toMatchObject({
      kind: 'condition',
      cause: { code: 'conditions.cause.no-concentration', params: { via: 'StunnedCondition' } },
    });

    const dropped = setConcentrating(blessed(), 'c2', false);
    expect(effectNames(dropped)).toEqual(['Bren:', 'Ayla:', 'Ogre:']);
    expect(concentrationEndings(blessed(), dropped)[0]!.reason).toEqual({ kind: 'dropped' });

    const removed = removeCreature(blessed(), 'c2');
    expect(effectNames(removed)).toEqual(['Ayla:', 'Ogre:']);
  });

  it('ends when save for half drops the caster to 0 HP; an untied effect stays', () => {
    const state = addEffect(
      blessed(),
      ['c3'],
      { name: 'Shield of Faith', dice: '+1d4', rolls: ['check'] },
      {
        kind: 'until-removed',
      },
    );
    const after = saveForHalfOnCreatures(
      state,
      { ...FIREBALL_28, ids: ['c2'], d20s: { c2: 1 } },
      {
        nextInt: () => 0,
      },
    ).state;
    expect(effectNames(after)).toEqual(['Bren:', 'Ayla:', 'Ogre:Shield of Faith']);
  });

  it('a dead or Incapacitated caster is refused', () => {
    const stunned = addCondition(threeCreatures([12, 19, 7]), 'c2', 'StunnedCondition', {
      kind: 'until-removed',
    });
    expect(() => addEffect(stunned, ['c1'], BLESS, { kind: 'until-removed' })).toThrow(
      /rules.tracker.cannot-concentrate/,
    );
  });

  it('the tie survives the tracker file', () => {
    const read = readTrackerFile(trackerFileText(blessed()));
    expect(read.creatures.find((one) => one.id === 'c3')!.effects![0]!.concentration?.creatureId).toBe('c2');
  });
});

describe('a condition tied to its caster’s Concentration (Hold Person: Paralyzed)', () => {
  // SRD 5.2 Rules Glossary, "Concentration": the spell's effect lasts while its caster concentrates.
  const held = (): TrackerState =>
    addCondition(
      threeCreatures([12, 19, 7]),
      'c3',
      'ParalyzedCondition',
      { kind: 'until-removed' },
      undefined,
      {
        concentrationOf: 'c2',
      },
    );
  const conditionsOf = (state: TrackerState, id: string) =>
    state.creatures.find((one) => one.id === id)!.conditions.map((one) => one.condition);

  it('names the caster on the condition and makes the caster concentrate', () => {
    const state = held();
    expect(state.creatures.find((one) => one.id === 'c2')!.concentrating).toBe(true);
    expect(state.creatures.find((one) => one.id === 'c3')!.conditions[0]!.concentration).toEqual({
      creatureId: 'c2',
      creatureName: 'Bren',
    });
  });

  it('ends when the caster loses Concentration (failed save), and the ending names it', () => {
    const hit = damageCreatures(held(), ['c2'], { parts: [{ amount: 4, type: 'fire' }] }).state;
    expect(conditionsOf(hit, 'c3')).toEqual(['ParalyzedCondition']);
    const lost = resolveConcentrationCheck(hit, 'c2', 2).state;
    expect(conditionsOf(lost, 'c3')).toEqual([]);
    const [ending] = concentrationEndings(hit, lost);
    expect(ending!.conditions.map((one) => `${one.targetId}:${one.condition.condition}`)).toEqual([
      'c3:ParalyzedCondition',
    ]);
    // Kept: the Ogre stays Paralyzed.
    expect(conditionsOf(resolveConcentrationCheck(hit, 'c2', 15).state, 'c3')).toEqual([
      'ParalyzedCondition',
    ]);
  });

  it('ends when the caster drops Concentration by hand; an untied Paralyzed stays', () => {
    let state = held();
    state = addCondition(state, 'c1', 'ParalyzedCondition', { kind: 'until-removed' });
    const dropped = setConcentrating(state, 'c2', false);
    expect(conditionsOf(dropped, 'c3')).toEqual([]);
    expect(conditionsOf(dropped, 'c1')).toEqual(['ParalyzedCondition']);
  });

  it('a caster that cannot concentrate is refused, naming it', () => {
    const state = addCondition(threeCreatures([12, 19, 7]), 'c2', 'StunnedCondition', {
      kind: 'until-removed',
    });
    expect(() =>
      addCondition(state, 'c3', 'ParalyzedCondition', { kind: 'until-removed' }, undefined, {
        concentrationOf: 'c2',
      }),
    ).toThrow(/rules.tracker.cannot-concentrate/);
  });

  it('survives a tracker file round trip; a file naming a creature not in it is refused', () => {
    const state = held();
    expect(readTrackerFile(trackerFileText(state))).toEqual(state);
    const hostile = trackerFileText(state).replace(
      '"concentration":{"creatureId":"c2"',
      '"concentration":{"creatureId":"c9"',
    );
    expect(hostile).not.toBe(trackerFileText(state));
    expect(() => readTrackerFile(hostile)).toThrow(/condition.concentration.creatureId/);
  });

  it('a file whose effect names a creature not in it is refused at the effect; effects are checked before conditions', () => {
    // Paralyzed on c1 and Bless on c3, both tied to c2's Concentration: in the file (c2, c1, c3) the
    // condition comes before the effect.
    const conditionFirst = addCondition(
      threeCreatures([12, 19, 7]),
      'c1',
      'ParalyzedCondition',
      { kind: 'until-removed' },
      undefined,
      { concentrationOf: 'c2' },
    );
    const text = trackerFileText(addEffect(conditionFirst, ['c3'], BLESS, { kind: 'until-removed' }));
    const tie = '"concentration":{"creatureId":"c2"';
    const untied = '"concentration":{"creatureId":"c9"';
    expect(text.indexOf('"ParalyzedCondition"')).toBeLessThan(text.indexOf('"Bless"'));
    const at = text.lastIndexOf(tie);
    const effectOnly = text.slice(0, at) + untied + text.slice(at + tie.length);
    expect(() => readTrackerFile(effectOnly)).toThrow(/effect.concentration.creatureId/);
    // Both name a creature that is not there: the effects are checked first, as they always were.
    expect(() => readTrackerFile(text.replaceAll(tie, untied))).toThrow(/effect.concentration.creatureId/);
  });
});

describe('dismissing an owed Concentration save', () => {
  it('drops the oldest owed save and keeps Concentration; none owed is refused', () => {
    let state = setConcentrating(threeCreatures([12, 19, 7]), 'c2', true);
    state = damageCreatures(state, ['c2'], { parts: [{ amount: 4, type: 'fire' }] }).state;
    state = damageCreatures(state, ['c2'], { parts: [{ amount: 6, type: 'fire' }] }).state;
    expect(owingConcentration(state).map((one) => one.concentrationChecks.map((c) => c.damage))).toEqual([
      [4, 6],
    ]);
    const once = dismissConcentrationCheck(state, 'c2');
    const bren = once.creatures.find((one) => one.id === 'c2')!;
    expect([bren.concentrating, bren.concentrationChecks.map((c) => c.damage)]).toEqual([true, [6]]);
    expect(() => dismissConcentrationCheck(dismissConcentrationCheck(once, 'c2'), 'c2')).toThrow(
      /rules.input.out-of-range/,
    );
  });

  it('the damage receipt carries the save it made owed', () => {
    const state = setConcentrating(threeCreatures([12, 19, 7]), 'c2', true);
    const { receipts } = damageCreatures(state, ['c1', 'c2'], { parts: [{ amount: 4, type: 'fire' }] });
    expect(receipts.map((one) => (one.kind === 'damage' ? (one.owed?.dc ?? null) : 'x'))).toEqual([10, null]);
  });
});
