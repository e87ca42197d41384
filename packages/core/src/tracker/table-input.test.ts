import { describe, expect, it } from 'vitest';
import { facesInTurn, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import { creatureSpeed } from './creature-speed.ts';
import { addCreaturesWithHitDice } from './hit-point-dice.ts';
import { damageCreatures } from './hit-points.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15 } as const;

describe('hit points as dice, rolled per copy (rules text HitPoints: a stat block gives the dice)', () => {
  it('4 × Goblin with 2d6: each copy its own roll, shown on each copy', () => {
    // Faces in turn: 3+5, 1+1, 6+6, 2+4.
    const { state, rolls } = addCreaturesWithHitDice(
      createTracker(),
      GOBLIN,
      { count: 4 },
      { dice: '2d6' },
      facesInTurn(3, 5, 1, 1, 6, 6, 2, 4),
    );
    expect(state.creatures.map((one) => `${one.name}:${one.hp}/${one.maxHp}`)).toEqual([
      'Goblin 1:8/8',
      'Goblin 2:2/2',
      'Goblin 3:12/12',
      'Goblin 4:6/6',
    ]);
    expect(rolls.map((one) => one.faces)).toEqual([
      [3, 5],
      [1, 1],
      [6, 6],
      [2, 4],
    ]);
  });

  it('the table types some copies and the rest are rolled; a total below 1 counts as 1; bad dice refused', () => {
    const { state, rolls } = addCreaturesWithHitDice(
      createTracker(),
      GOBLIN,
      { count: 2 },
      { dice: '1d4-3', typed: [9] },
      facesInTurn(1),
    );
    expect(state.creatures.map((one) => one.maxHp)).toEqual([9, 1]);
    expect(rolls[1]).toMatchObject({ total: -2, maxHp: 1, typed: false });
    expect(() =>
      addCreaturesWithHitDice(
        createTracker(),
        GOBLIN,
        { count: 1 },
        { dice: '2d6', typed: [0] },
        facesInTurn(),
      ),
    ).toThrow(/rules.input.out-of-range/);
    expect(() =>
      addCreaturesWithHitDice(createTracker(), GOBLIN, { count: 1 }, { dice: 'lots' }, facesInTurn()),
    ).toThrow();
  });
});

describe('names: control characters refused', () => {
  for (const [label, name] of [
    ['NUL', 'Gob\u0000lin'],
    ['ESC', '\u001b[31mGoblin'],
    ['a right-to-left override', 'Gob\u202elin'],
  ] as const) {
    it(`refuses ${label}`, () => {
      expect(() => addCreature(createTracker(), { ...GOBLIN, maxHp: 7, name })).toThrow(
        /rules.tracker.control-character/,
      );
    });
  }
  it('keeps Thai and Chinese names with their marks', () => {
    const state = addCreature(createTracker(), { ...GOBLIN, maxHp: 7, name: 'ก็อบลิน 哥布林' });
    expect(state.creatures[0]!.name).toBe('ก็อบลิน 哥布林');
  });
});

describe('a hand-edited tracker file', () => {
  it('a misspelt key ("defeted": true) is reported, naming it, not loaded in silence', () => {
    const file = JSON.parse(trackerFileText(threeCreatures([12, 19, 7])));
    file.tracker.creatures[0].defeted = true;
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(
      /rules.tracker.unknown-field \(field=defeted\)/,
    );
    const root = JSON.parse(trackerFileText(threeCreatures([12, 19, 7])));
    root.tracker.rounds = 2;
    expect(() => readTrackerFile(JSON.stringify(root))).toThrow(/rules.tracker.unknown-field/);
  });
});

describe('Speed with conditions and Exhaustion (speedWithConditions)', () => {
  const ogre = (speed?: number) =>
    addCreature(createTracker(), { ...OGRE, ...(speed === undefined ? {} : { speed }) }).creatures[0]!;
  it('40 ft at Exhaustion 2 is 30 ft; Grappled makes it 0; none given, none shown', () => {
    let state = addCreature(createTracker(), { ...OGRE, speed: 40 });
    state = setExhaustion(state, 'c1', 2);
    expect(creatureSpeed(state.creatures[0]!)).toMatchObject({ speed: 30, base: 40 });
    state = addCondition(state, 'c1', 'GrappledCondition', { kind: 'until-removed' });
    const grappled = creatureSpeed(state.creatures[0]!)!;
    expect(grappled.speed).toBe(0);
    expect(grappled.causes.map((one) => one.code)).toEqual(['conditions.cause.speed-zero']);
    expect(creatureSpeed(ogre())).toBeNull();
    // It survives the file.
    expect(readTrackerFile(trackerFileText(state)).creatures[0]!.speed).toBe(40);
  });

  it('a monster that dies Restrained shows no Speed 0 (issue 91, Low list): dead, it has none to show', () => {
    let state = addCreature(createTracker(), { ...OGRE, speed: 40 });
    state = addCondition(state, 'c1', 'RestrainedCondition', { kind: 'until-removed' });
    expect(creatureSpeed(state.creatures[0]!)?.speed).toBe(0);
    // A monster at 0 Hit Points dies (rules text Dropping to 0 Hit Points: "Monster Death").
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 68, type: 'slashing' }] }).state;
    expect(state.creatures[0]!.dead).toBe(true);
    expect(state.creatures[0]!.conditions.map((one) => one.condition)).toContain('RestrainedCondition');
    expect(creatureSpeed(state.creatures[0]!)).toBeNull();
  });
});
