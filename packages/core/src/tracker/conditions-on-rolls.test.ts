import { describe, expect, it } from 'vitest';
import { FIREBALL_28, facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import {
  concentrationCheckFor,
  resolveConcentrationCheck,
  setConcentrating,
  setConcentrationSources,
} from './concentration.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import { damageCreatures } from './hit-points.ts';
import { rollInitiative } from './initiative.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';

/**
 * Issue 43 at the table: a creature's conditions and Exhaustion feed its own rolls (rule ID
 * Conditions, the glossary definitions) and the tracker says why.
 */
const FOREVER = { kind: 'until-removed' } as const;

describe('save for half with conditions (ParalyzedCondition, UnconsciousCondition, DeathSavingThrows)', () => {
  it('a Paralyzed creature that rolls 15 + 2 against DC 15 still fails its Dexterity save and takes full damage', () => {
    const state = addCondition(threeCreatures([12, 19, 7]), 'c1', 'ParalyzedCondition', FOREVER);
    const { receipt } = saveForHalfOnCreatures(
      state,
      {
        ...FIREBALL_28,
        ids: ['c1'],
        d20s: { c1: 15 },
      },
      facesInTurn(),
    );
    const ayla = receipt.targets[0]!;
    expect([ayla.save.total, ayla.save.saved, ayla.save.taken]).toEqual([17, false, 28]);
    expect(ayla.save.causes.map((c) => c.code)).toEqual([
      'conditions.cause.auto-fail',
      'conditions.cause.full-damage',
    ]);
    expect(ayla.save.causes[0]!.params.condition).toBe('ParalyzedCondition');
  });

  it('a character at 0 HP (Unconscious) fails the save, takes full damage and a Death Saving Throw failure', () => {
    // Bren drops to 0 (18 damage), then is caught in a DC 15 Dexterity save-for-half.
    let state = damageCreatures(threeCreatures([12, 19, 7]), ['c2'], {
      parts: [{ amount: 18, type: 'slashing' }],
    }).state;
    expect(state.creatures.find((c) => c.id === 'c2')!.conditions.map((c) => c.condition)).toEqual([
      'UnconsciousCondition',
    ]);
    const done = saveForHalfOnCreatures(
      state,
      {
        ...FIREBALL_28,
        ids: ['c2'],
        d20s: { c2: 20 },
      },
      facesInTurn(),
    );
    state = done.state;
    const bren = done.receipt.targets[0]!;
    expect([bren.save.saved, bren.save.taken]).toEqual([false, 28]);
    expect(bren.save.causes[0]).toMatchObject({
      code: 'conditions.cause.auto-fail',
      params: { condition: 'UnconsciousCondition' },
    });
    // 28 >= 18 (its maximum) at 0 HP is Massive Damage in SRD 5.2; a smaller hit is one failure.
    const small = saveForHalfOnCreatures(
      damageCreatures(threeCreatures([12, 19, 7]), ['c2'], { parts: [{ amount: 18, type: 'slashing' }] })
        .state,
      { damage: '2d6', type: 'fire', rolled: 6, dc: 15, ability: 'dexterity', ids: ['c2'], d20s: { c2: 20 } },
      facesInTurn(),
    );
    expect(small.receipt.targets[0]!.save.taken).toBe(6);
    expect(small.state.creatures.find((c) => c.id === 'c2')!.deathSaves).toEqual({
      successes: 0,
      failures: 1,
    });
  });

  it('a Critical Hit on a character at 0 HP is two Death Saving Throw failures (DeathSavingThrows)', () => {
    const down = damageCreatures(threeCreatures([12, 19, 7]), ['c2'], {
      parts: [{ amount: 18, type: 'slashing' }],
    }).state;
    const hit = damageCreatures(down, ['c2'], {
      parts: [{ amount: 3, type: 'slashing' }],
      critical: true,
    }).state;
    expect(hit.creatures.find((c) => c.id === 'c2')!.deathSaves).toEqual({ successes: 0, failures: 2 });
  });

  it('per-target Advantage: two d20s rolled, the higher kept; Restrained adds Disadvantage and they cancel', () => {
    let state = threeCreatures([12, 19, 7]);
    state = addCondition(state, 'c2', 'RestrainedCondition', FOREVER);
    const { receipt } = saveForHalfOnCreatures(
      state,
      {
        ...FIREBALL_28,
        ids: ['c1', 'c2'],
        modes: { c1: 'advantage', c2: 'advantage' },
      },
      facesInTurn(4, 16, 9),
    );
    expect(receipt.targets[0]!.save.d20).toEqual([4, 16]);
    expect(receipt.targets[0]!.save.kept).toBe(16);
    expect(receipt.targets[1]!.save.d20).toEqual([9]);
    expect(receipt.targets[1]!.save.causes.map((c) => c.code)).toEqual([
      'conditions.cause.disadvantage',
      'conditions.cause.other-advantage',
      'conditions.cause.cancel',
    ]);
  });
});

describe('Concentration with Exhaustion (ExhaustionCondition: −2 per level on D20 Tests)', () => {
  it('Exhaustion 3 turns DC 11 at +5 from 3/4 to 9/20, and says why', () => {
    let state = setConcentrating(threeCreatures([12, 19, 7]), 'c1', true);
    const ayla = () => state.creatures.find((c) => c.id === 'c1')!;
    expect(concentrationCheckFor(ayla(), 23).keep).toBe('3/4');
    state = setExhaustion(state, 'c1', 3);
    const check = concentrationCheckFor(ayla(), 23);
    expect([check.dc, check.need, check.keep]).toEqual([11, 12, '9/20']);
    expect(check.causes).toEqual([
      {
        code: 'conditions.cause.exhaustion',
        params: {
          condition: 'ExhaustionCondition',
          ruleId: 'Conditions',
          effect: 'ExhaustionCondition.d20-penalty',
          amount: -6,
          level: 3,
        },
      },
    ]);
    // The table rolls 11: 11 + 5 − 6 = 10 < 11, lost (it would have been kept without Exhaustion).
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 23, type: 'fire' }] }).state;
    expect(resolveConcentrationCheck(state, 'c1', 11).kept).toBe(false);
  });

  it('Advantage on the save (a feature) is kept with the owed save and applied', () => {
    let state = setConcentrating(threeCreatures([12, 19, 7]), 'c1', true);
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 23, type: 'fire' }] }).state;
    state = setConcentrationSources(state, 'c1', { advantage: 1 });
    const check = state.creatures.find((c) => c.id === 'c1')!.concentrationChecks[0]!;
    // Needs 6+: 1 − (5/20)² = 15/16.
    expect([check.mode, check.keep]).toEqual(['advantage', '15/16']);
  });

  it('a Stunned creature loses Concentration (Incapacitated: "your Concentration is broken")', () => {
    let state = setConcentrating(threeCreatures([12, 19, 7]), 'c1', true);
    state = addCondition(state, 'c1', 'StunnedCondition', FOREVER);
    expect(state.creatures.find((c) => c.id === 'c1')!.concentrating).toBe(false);
  });
});

describe('Initiative with conditions (InvisibleCondition, IncapacitatedCondition, rule ID Initiative)', () => {
  it('Invisible rolls with Advantage, Incapacitated with Disadvantage, Exhaustion 2 takes 4', () => {
    let state = threeCreatures([12, 19, 7]);
    state = addCondition(state, 'c1', 'InvisibleCondition', FOREVER);
    state = addCondition(state, 'c2', 'IncapacitatedCondition', FOREVER);
    state = setExhaustion(state, 'c3', 2);
    // In order: Bren (c2, +3) 3 and 17, Ayla (c1, +2) 15 and 6, the Ogre (c3, −1) 10.
    const { rolls } = rollInitiative(state, facesInTurn(3, 17, 15, 6, 10));
    const byId = Object.fromEntries(rolls.map((r) => [r.creatureId, r]));
    expect([byId.c1!.mode, byId.c1!.kept, byId.c1!.total]).toEqual(['advantage', 15, 17]);
    expect([byId.c2!.mode, byId.c2!.kept, byId.c2!.total]).toEqual(['disadvantage', 3, 6]);
    expect([byId.c3!.mode, byId.c3!.kept, byId.c3!.total]).toEqual(['normal', 10, 5]);
    expect(byId.c1!.causes[0]).toMatchObject({
      code: 'conditions.cause.advantage',
      params: { condition: 'InvisibleCondition' },
    });
  });
});
