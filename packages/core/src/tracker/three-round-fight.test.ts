import { describe, expect, it } from 'vitest';
import {
  attackModel,
  byName,
  concentrationSaveModel,
  deathSaveModel,
  endConcentration,
  giveCondition,
  giveEffect,
  landDamageModel,
  type ModelFight,
  modelCreature,
  modelInitiative,
  modelSnapshot,
  nextTurnModel,
  orderByInitiative,
  saveForHalfModel,
  startFight,
} from '../../test/support/srd-fight-model.ts';
import { facesInTurn } from '../../test/support/tracker-fixtures.ts';
import type { AttackDamagePart } from './attack-rolls.ts';
import { attackCreatures } from './attack-rolls.ts';
import { resolveConcentrationCheck } from './concentration.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import { addEffect } from './effects.ts';
import { damageCreatures, rollDeathSave } from './hit-points.ts';
import { rollInitiative } from './initiative.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import { addCreature, addCreatures, type CreatureInput, createTracker } from './tracker-creatures.ts';
import type { TrackerState } from './tracker-types.ts';
import { nextTurn, startCombat } from './turns.ts';

/*
 * A scripted fight of three full rounds (a party of three, three goblins and an ogre; Bless tied to
 * the cleric's Concentration; Poisoned, Invisible, Prone, Paralyzed and Unconscious; attacks with
 * Resistance and Critical Hits; a save for half; Concentration saves at Exhaustion 2; a death save;
 * a mistaken hit undone) run through the tracker's state functions. After every step each
 * creature's hit points, conditions, Exhaustion, Concentration (and the saves it owes), effects,
 * death saves, and the round, the turn and the order are compared with an independent model written
 * from the SRD 5.2 rules text (test/support/srd-fight-model.ts, which imports nothing of the core).
 * Every d20 and damage roll is typed, as the table would type its dice: the figures are exact.
 */

const AYLA: CreatureInput = {
  name: 'Ayla',
  kind: 'character',
  initiativeBonus: 2,
  ac: 18,
  maxHp: 30,
  saves: { dexterity: 2, constitution: 5 },
};
const BREN: CreatureInput = {
  name: 'Bren',
  kind: 'character',
  initiativeBonus: 0,
  ac: 12,
  maxHp: 18,
  saves: { dexterity: 0, constitution: 3 },
};
const DARA: CreatureInput = {
  name: 'Dara',
  kind: 'character',
  initiativeBonus: 4,
  ac: 14,
  maxHp: 22,
  saves: { dexterity: 5, constitution: 1 },
};
const GOBLIN: CreatureInput = {
  name: 'Goblin',
  kind: 'monster',
  initiativeBonus: 2,
  ac: 15,
  maxHp: 7,
  saves: { dexterity: 2 },
};
const OGRE: CreatureInput = {
  name: 'Ogre',
  kind: 'monster',
  initiativeBonus: -1,
  ac: 11,
  maxHp: 59,
  saves: { dexterity: -1, constitution: 3 },
  resist: ['fire'],
};
const BLESS = { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] } as const;

const idOf = (state: TrackerState, name: string) => state.creatures.find((one) => one.name === name)!.id;
const nameOf = (state: TrackerState, id: string | null) =>
  state.creatures.find((one) => one.id === id)?.name ?? null;

/** The tracker's state in the model's terms. */
function trackerSnapshot(state: TrackerState) {
  return {
    round: state.round,
    current: nameOf(state, state.currentId),
    order: state.creatures.map((one) => one.name),
    creatures: Object.fromEntries(
      state.creatures.map((one) => [
        one.name,
        {
          hp: one.hp,
          conditions: one.conditions.map((c) => c.condition.replace(/Condition$/, '')).sort(),
          exhaustion: one.exhaustion,
          concentrating: one.concentrating,
          owed: one.concentrationChecks.map((check) => check.dc),
          effects: (one.effects ?? []).map((effect) => effect.name).sort(),
          deathSaves: one.deathSaves,
          stable: one.stable,
          dead: one.dead,
        },
      ]),
    ),
  };
}

describe('three rounds of a fight: the tracker agrees with an independent SRD 5.2 model at every step', () => {
  it('every hit point, condition, Concentration and death save after each of the steps', () => {
    let state = createTracker();
    for (const input of [AYLA, BREN, DARA]) state = addCreature(state, input);
    state = addCreatures(state, GOBLIN, { count: 3 });
    state = addCreature(state, OGRE);
    const fight: ModelFight = {
      creatures: [
        modelCreature(AYLA),
        modelCreature(BREN),
        modelCreature(DARA),
        ...[1, 2, 3].map((n) => modelCreature({ ...GOBLIN, name: `Goblin ${n}` })),
        modelCreature(OGRE),
      ],
      round: 0,
      current: null,
    };
    let checks = 0;
    let steps = 0;
    const agree = (step: string) => {
      steps += 1;
      expect({ step, ...trackerSnapshot(state) }).toEqual({ step, ...modelSnapshot(fight) });
      checks += state.creatures.length * 9 + 3;
    };
    agree('added');
    const id = (name: string) => idOf(state, name);
    const m = (name: string) => byName(fight, name);
    const turn = (step: string) => {
      state = nextTurn(state);
      nextTurnModel(fight);
      agree(step);
    };

    // Goblin 2 is Invisible before the fight: Advantage on its Initiative roll (two d20s, 5 and 13).
    state = addCondition(state, id('Goblin 2'), 'InvisibleCondition', { kind: 'until-removed' });
    giveCondition(fight, m('Goblin 2'), 'Invisible');
    const faces = [15, 12, 14, 9, 5, 13, 6, 11];
    state = rollInitiative(state, facesInTurn(...faces)).state;
    const modelFaces = [...faces];
    for (const one of fight.creatures) one.initiative = modelInitiative(one, modelFaces);
    orderByInitiative(fight);
    state = startCombat(state);
    startFight(fight);
    agree('Initiative rolled, combat started');
    expect(fight.creatures.map((one) => `${one.name} ${one.initiative}`)).toEqual([
      'Dara 18',
      'Ayla 17',
      'Goblin 2 15',
      'Bren 12',
      'Goblin 1 11',
      'Ogre 10',
      'Goblin 3 8',
    ]);

    /** An attack in the tracker and in the model, and their outcomes compared. */
    const attack = (
      step: string,
      attacker: string,
      target: string,
      roll: {
        bonus: number;
        d20: number;
        effectDie?: number;
        within5Feet: boolean;
        damage: AttackDamagePart[];
        rolled: number[];
      },
    ) => {
      const done = attackCreatures(
        state,
        {
          attackerId: id(attacker),
          targetIds: [id(target)],
          bonus: roll.bonus,
          damage: roll.damage,
          within5Feet: roll.within5Feet,
          d20s: { [id(target)]: roll.d20 },
          ...(roll.effectDie === undefined ? {} : { diceTotals: { [id(target)]: roll.effectDie } }),
          damageRolled: { [id(target)]: roll.rolled },
        },
        facesInTurn(),
      );
      state = done.state;
      const model = attackModel(fight, m(attacker), m(target), {
        bonus: roll.bonus,
        d20: roll.d20,
        ...(roll.effectDie === undefined ? {} : { effectDie: roll.effectDie }),
        within5Feet: roll.within5Feet,
        damage: roll.damage.map((part, index) => ({ amount: roll.rolled[index]!, type: part.type })),
      });
      if (done.receipt.kind !== 'rolled') throw new Error(`${step}: no roll`);
      const receipt = done.receipt.targets[0]!;
      expect({
        step,
        mode: receipt.mode,
        total: receipt.total,
        hit: receipt.hit,
        critical: receipt.critical,
      }).toEqual({
        step,
        mode: model.mode,
        total: model.total,
        hit: model.hit,
        critical: model.critical,
      });
      checks += 4;
      agree(step);
      return model;
    };

    // Round 1.
    // Dara against the Invisible Goblin 2: Disadvantage; 14 + 5 = 19 hits AC 15; 6 piercing: 7 → 1.
    expect(
      attack('R1 Dara hits Goblin 2', 'Dara', 'Goblin 2', {
        bonus: 5,
        d20: 14,
        within5Feet: true,
        damage: [{ dice: '1d6+3', type: 'piercing' }],
        rolled: [6],
      }),
    ).toMatchObject({ mode: 'disadvantage', total: 19, hit: true });
    turn('R1 → Ayla');
    // Ayla: 10 + 5 = 15 hits AC 15 exactly; 8 slashing drops Goblin 1 (7 HP): a monster dies at 0.
    attack('R1 Ayla kills Goblin 1', 'Ayla', 'Goblin 1', {
      bonus: 5,
      d20: 10,
      within5Feet: true,
      damage: [{ dice: '1d8+3', type: 'slashing' }],
      rolled: [8],
    });
    turn('R1 → Goblin 2');
    // The Invisible Goblin 2 attacks with Advantage: 18 + 4 hits; 5 piercing: Dara 22 → 17; and
    // its blade leaves Dara Poisoned for 2 rounds (to the start of Goblin 2's turn in round 3).
    expect(
      attack('R1 Goblin 2 hits Dara', 'Goblin 2', 'Dara', {
        bonus: 4,
        d20: 18,
        within5Feet: true,
        damage: [{ dice: '1d6+2', type: 'piercing' }],
        rolled: [5],
      }).mode,
    ).toBe('advantage');
    state = addCondition(state, id('Dara'), 'PoisonedCondition', { kind: 'rounds', rounds: 2 });
    giveCondition(fight, m('Dara'), 'Poisoned', 2);
    agree('R1 Dara Poisoned for 2 rounds');
    turn('R1 → Bren');
    // Bren casts Bless on Ayla and Dara and concentrates on it.
    state = addEffect(
      state,
      [id('Ayla'), id('Dara')],
      { ...BLESS, concentrationOf: id('Bren') },
      { kind: 'until-removed' },
    );
    giveEffect(fight, [m('Ayla'), m('Dara')], {
      name: 'Bless',
      rolls: ['attack', 'save'],
      concentrationOf: 'Bren',
    });
    agree('R1 Bless on Ayla and Dara, Bren concentrating');
    turn('R1 → Ogre (Goblin 1 passed over)');
    // The Ogre: 15 + 6 hits AC 12; 13 bludgeoning: Bren 18 → 5, a Concentration save owed at DC
    // max(10, 13 / 2 = 6) = 10; Bren rolls 12 + 3 = 15 and keeps it.
    attack('R1 Ogre hits Bren', 'Ogre', 'Bren', {
      bonus: 6,
      d20: 15,
      within5Feet: true,
      damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
      rolled: [13],
    });
    const kept = resolveConcentrationCheck(state, id('Bren'), { d20: 12 });
    state = kept.state;
    expect(kept.kept).toBe(concentrationSaveModel(fight, m('Bren'), { d20: 12 }).kept);
    agree('R1 Bren keeps Concentration');
    turn('R1 → Goblin 3');
    // Goblin 3 rolls a natural 20: a Critical Hit; 9 slashing (its dice twice): Ayla 30 → 21.
    expect(
      attack('R1 Goblin 3 crits Ayla', 'Goblin 3', 'Ayla', {
        bonus: 4,
        d20: 20,
        within5Feet: true,
        damage: [{ dice: '1d6+2', type: 'slashing' }],
        rolled: [9],
      }).critical,
    ).toBe(true);

    // Round 2.
    turn('R2 → Dara');
    expect(state.round).toBe(2);
    // Dara, Poisoned (Disadvantage), blessed (+3): 16 + 5 + 3 = 24 hits; 5 piercing and 5 fire,
    // the fire halved by the Ogre's Resistance to 2: 59 → 52.
    expect(
      attack('R2 Dara hits the Ogre', 'Dara', 'Ogre', {
        bonus: 5,
        d20: 16,
        effectDie: 3,
        within5Feet: true,
        damage: [
          { dice: '1d4+3', type: 'piercing' },
          { dice: '1d6', type: 'fire' },
        ],
        rolled: [5, 5],
      }),
    ).toMatchObject({ mode: 'disadvantage', total: 24, landed: 7 });
    turn('R2 → Ayla');
    // Ayla shoves the Ogre Prone; a wand leaves Goblin 3 Paralyzed for 1 round.
    state = addCondition(state, id('Ogre'), 'ProneCondition', { kind: 'until-removed' });
    giveCondition(fight, m('Ogre'), 'Prone');
    state = addCondition(state, id('Goblin 3'), 'ParalyzedCondition', { kind: 'rounds', rounds: 1 });
    giveCondition(fight, m('Goblin 3'), 'Paralyzed', 1);
    agree('R2 the Ogre Prone, Goblin 3 Paralyzed');
    turn('R2 → Goblin 2');
    // Goblin 2 (1 HP, Invisible: Advantage): 7 + 4 = 11 misses AC 18.
    attack('R2 Goblin 2 misses Ayla', 'Goblin 2', 'Ayla', {
      bonus: 4,
      d20: 7,
      within5Feet: true,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
      rolled: [6],
    });
    turn('R2 → Bren');
    // Bren's scroll: 28 fire, DC 15 Dexterity save for half, on the Ogre, Goblins 2 and 3 and Ayla.
    // Ogre 16 − 1 = 15 saves: 14, Resistance 7 (52 → 45). Goblin 2: 3 + 2 = 5 fails, dies. Goblin 3
    // is Paralyzed: fails automatically (19 rolled), dies. Ayla: 9 + 2 + Bless 2 = 13 fails: 28
    // takes her from 21 to 0 with 7 left over (less than 30: she falls Unconscious, dying).
    const saves = { Ogre: [16, 0], 'Goblin 2': [3, 0], 'Goblin 3': [19, 0], Ayla: [9, 2] } as const;
    const targets = Object.keys(saves) as (keyof typeof saves)[];
    const blast = saveForHalfOnCreatures(
      state,
      {
        damage: '8d6',
        type: 'fire',
        rolled: 28,
        dc: 15,
        ability: 'dexterity',
        ids: targets.map(id),
        d20s: Object.fromEntries(targets.map((name) => [id(name), saves[name][0]])),
        diceTotals: { [id('Ayla')]: 2 },
      },
      facesInTurn(),
    );
    state = blast.state;
    for (const name of targets) {
      const model = saveForHalfModel(fight, m(name), {
        ability: 'dexterity',
        dc: 15,
        damage: 28,
        type: 'fire',
        d20: saves[name][0],
        effectDie: saves[name][1],
      });
      const receipt = blast.receipt.targets.find((one) => one.creatureId === id(name))!;
      expect([name, receipt.save.saved, receipt.save.taken]).toEqual([name, model.saved, model.landed]);
      checks += 2;
    }
    agree('R2 the save for half');
    expect(trackerSnapshot(state).creatures.Ayla).toMatchObject({ hp: 0, conditions: ['Unconscious'] });
    turn('R2 → Ogre');
    // The Prone Ogre (Disadvantage) attacks the Unconscious Ayla within 5 feet (Advantage): neither.
    // 13 + 6 = 19 hits AC 18 and is a Critical Hit (Unconscious, within 5 feet): 11 damage at 0 HP
    // is two Death Saving Throw failures; 11 is under her 30 maximum, so she lives.
    expect(
      attack('R2 Ogre crits the Unconscious Ayla', 'Ogre', 'Ayla', {
        bonus: 6,
        d20: 13,
        within5Feet: true,
        damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
        rolled: [11],
      }),
    ).toMatchObject({ mode: 'normal', hit: true, critical: true });
    expect(trackerSnapshot(state).creatures.Ayla!.deathSaves).toEqual({ successes: 0, failures: 2 });

    // Round 3.
    turn('R3 → Dara (Goblin 3 passed over)');
    expect(state.round).toBe(3);
    // A mistaken hit: 9 to Bren (5 HP) instead of the Ogre drops him, ends his Concentration and
    // Bless on both; undo puts back the tracker before it (what the page's undo keeps).
    const beforeMistake = state;
    state = damageCreatures(state, [id('Bren')], { parts: [{ amount: 9, type: 'slashing' }] }).state;
    expect(trackerSnapshot(state).creatures.Bren).toMatchObject({ hp: 0, concentrating: false });
    expect(trackerSnapshot(state).creatures.Ayla!.effects).toEqual([]);
    state = beforeMistake;
    agree('R3 the mistaken hit undone');
    turn('R3 → Ayla (Goblin 3 Paralyzed ends; it is dead)');
    // Ayla's death save: 11 + Bless 2 = 13, a success (1 success, 2 failures).
    const saved = rollDeathSave(state, id('Ayla'), { d20: 11, diceTotal: 2 });
    state = saved.state;
    expect(saved.result).toBe(deathSaveModel(fight, m('Ayla'), { d20: 11, effectDie: 2 }));
    agree('R3 Ayla saves against death');
    turn('R3 → Bren (Goblin 2 passed over; Dara no longer Poisoned)');
    expect(trackerSnapshot(state).creatures.Dara!.conditions).toEqual([]);
    // Bren, at Exhaustion 2, takes 4 fire (5 → 1): DC 10; 9 + 3 − 4 = 8 fails: Concentration and
    // Bless end on Ayla and Dara.
    state = setExhaustion(state, id('Bren'), 2);
    m('Bren').exhaustion = 2;
    state = damageCreatures(state, [id('Bren')], { parts: [{ amount: 4, type: 'fire' }] }).state;
    landDamageModel(fight, m('Bren'), 4, false);
    agree('R3 Bren burnt, a save owed');
    const lost = resolveConcentrationCheck(state, id('Bren'), { d20: 9 });
    state = lost.state;
    const modelLost = concentrationSaveModel(fight, m('Bren'), { d20: 9 });
    expect([lost.kept, lost.total]).toEqual([modelLost.kept, modelLost.total]);
    agree('R3 Bren loses Concentration, Bless ends');
    turn('R3 → Ogre');
    // The Prone Ogre attacks Dara (no longer Poisoned, no longer blessed): Disadvantage; 17 + 6 = 23
    // hits AC 14; 10 bludgeoning: 17 → 7.
    attack('R3 Ogre hits Dara', 'Ogre', 'Dara', {
      bonus: 6,
      d20: 17,
      within5Feet: true,
      damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
      rolled: [10],
    });
    turn('R4 → Dara (Goblin 3 passed over)');
    expect(state.round).toBe(4);

    // The end of three rounds, in figures.
    expect(
      Object.fromEntries(
        Object.entries(trackerSnapshot(state).creatures).map(([name, one]) => [name, one.hp]),
      ),
    ).toEqual({ Dara: 7, Ayla: 0, 'Goblin 2': 0, Bren: 1, 'Goblin 1': 0, Ogre: 45, 'Goblin 3': 0 });
    // Every value compared (7 creatures × 9 values + round, turn, order, per step; and each roll's outcome).
    expect(checks).toBeGreaterThan(1000);
    expect(steps).toBe(35);
    console.info(`three-round fight: ${steps} steps, ${checks} values agreed with the model`);
  });

  it('the model is no copy: it catches a tracker that forgets Resistance', () => {
    const fight: ModelFight = { creatures: [modelCreature(OGRE)], round: 1, current: 'Ogre' };
    const landed = attackModel(fight, modelCreature(DARA), byName(fight, 'Ogre'), {
      bonus: 5,
      d20: 16,
      within5Feet: true,
      damage: [{ amount: 5, type: 'fire' }],
    }).landed;
    expect(landed).toBe(2);
    const state = damageCreatures(addCreature(createTracker(), { ...OGRE, resist: [] }), ['c1'], {
      parts: [{ amount: 5, type: 'fire' }],
    }).state;
    expect(59 - state.creatures[0]!.hp).not.toBe(landed);
    endConcentration(fight, byName(fight, 'Ogre'));
  });
});
