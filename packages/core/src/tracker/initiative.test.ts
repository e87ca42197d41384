import { describe, expect, it } from 'vitest';
import { facesInTurn, namesInOrder, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { initiativeCalculator } from '../calculators/kinds/initiative.ts';
import { nameOfCondition } from '../conditions/condition-names.ts';
import { getRuleset } from '../rulesets/index.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import {
  canMoveWithinTie,
  initiativeTies,
  moveWithinTie,
  rollInitiative,
  setInitiative,
  tieDecider,
} from './initiative.ts';
import { trackerConditions } from './tracker-conditions.ts';
import { addCreature, addCreatures, createTracker } from './tracker-creatures.ts';
import type { TrackerConditionId } from './tracker-limits.ts';

const FOREVER = { kind: 'until-removed' } as const;

describe('Initiative order (rules text Initiative, "Initiative Order")', () => {
  it('"The GM ranks the combatants, from highest to lowest Initiative"', () => {
    expect(namesInOrder(threeCreatures([12, 19, 7]))).toEqual(['Bren', 'Ayla', 'Ogre']);
  });

  it('creatures without Initiative wait at the end, in the order they were added', () => {
    let state = addCreature(addCreature(createTracker(), OGRE), { ...OGRE, name: 'Ogre 2' });
    expect(namesInOrder(state)).toEqual(['Ogre', 'Ogre 2']);
    state = setInitiative(state, 'c2', 9);
    expect(namesInOrder(state)).toEqual(['Ogre 2', 'Ogre']);
  });

  it('a typed Initiative outside d20 + bonus limits is refused with the input code', () => {
    const state = threeCreatures([12, 19, 7]);
    expect(() => setInitiative(state, 'c1', 99)).toThrow(/rules.input.out-of-range/);
    expect(() => setInitiative(state, 'c1', 2.5)).toThrow(/rules.input.not-an-integer/);
    expect(() => setInitiative(state, 'c9', 10)).toThrow(/rules.input.unknown-option/);
  });

  it('rolls d20 + the Initiative bonus for everyone (the GM rolls for monsters)', () => {
    const { state, rolls } = rollInitiative(threeCreatures([1, 1, 1]), facesInTurn(10, 4, 17));
    expect(rolls.map((roll) => [roll.creatureId, roll.kept, roll.total])).toEqual([
      ['c1', 10, 12],
      ['c2', 4, 7],
      ['c3', 17, 16],
    ]);
    expect(namesInOrder(state)).toEqual(['Ogre', 'Ayla', 'Bren']);
  });

  it('"Surprise": a surprised combatant has Disadvantage on its Initiative roll (the lower d20)', () => {
    const { rolls } = rollInitiative(threeCreatures([1, 1, 1]), facesInTurn(18, 3), {
      ids: ['c2'],
      surprised: ['c2'],
    });
    expect(rolls).toEqual([
      {
        creatureId: 'c2',
        d20: [18, 3],
        kept: 3,
        total: 6,
        bonus: 3,
        mode: 'disadvantage',
        modifier: 0,
        causes: [{ code: 'conditions.cause.surprised', params: { ruleId: 'Initiative' } }],
      },
    ]);
  });

  it("the Playtest's Surprise is a lost first turn, not a changed roll: one d20, no reason", () => {
    const { rolls } = rollInitiative(
      threeCreatures([1, 1, 1]),
      facesInTurn(18),
      { ids: ['c2'], surprised: ['c2'] },
      getRuleset('playtest'),
    );
    expect(rolls.map((roll) => [roll.d20, roll.mode, roll.causes])).toEqual([[[18], 'normal', []]]);
  });
});

/**
 * The tracker's roll and the initiative calculator kind read a creature's conditions the same way:
 * the same Advantage or Disadvantage, the same modifier and the same reasons, for each condition
 * of the ruleset alone and a few together, with and without Exhaustion and Surprise.
 */
describe('Initiative: the tracker rolls as the initiative calculator kind computes', () => {
  const srd = getRuleset('srd-5.2');
  const cases: Array<{ conditions: TrackerConditionId[]; exhaustion: number; surprised: boolean }> = [
    ...trackerConditions(srd).map((condition) => ({
      conditions: [condition],
      exhaustion: 0,
      surprised: false,
    })),
    { conditions: ['InvisibleCondition', 'PoisonedCondition'], exhaustion: 0, surprised: false },
    { conditions: ['PoisonedCondition'], exhaustion: 2, surprised: false },
    { conditions: ['InvisibleCondition'], exhaustion: 1, surprised: true },
    { conditions: [], exhaustion: 3, surprised: true },
    { conditions: ['UnconsciousCondition', 'InvisibleCondition'], exhaustion: 0, surprised: true },
  ];
  it.each(cases)('$conditions, Exhaustion $exhaustion, surprised $surprised', (one) => {
    let state = threeCreatures([1, 1, 1]);
    for (const condition of one.conditions) state = addCondition(state, 'c1', condition, FOREVER);
    state = setExhaustion(state, 'c1', one.exhaustion);
    const { rolls } = rollInitiative(state, facesInTurn(9, 14), {
      ids: ['c1'],
      surprised: one.surprised ? ['c1'] : [],
    });
    const roll = rolls[0]!;
    const calculator = initiativeCalculator.compute({
      ...initiativeCalculator.defaults,
      bonus: 2,
      condition: one.conditions.map(nameOfCondition),
      exhaustion: one.exhaustion,
      surprised: one.surprised,
    });
    expect([roll.mode, roll.modifier, roll.causes]).toEqual([
      calculator.conditions.mode,
      calculator.conditions.modifier,
      calculator.causes,
    ]);
    expect(roll.d20).toHaveLength(calculator.conditions.mode === 'normal' ? 1 : 2);
  });
});

describe('Ties (rules text Initiative, "Ties")', () => {
  it('"the players decide the order among tied characters"; "the GM decides" among monsters and in a mixed tie', () => {
    expect(tieDecider([{ kind: 'character' }, { kind: 'character' }])).toBe('players');
    expect(tieDecider([{ kind: 'monster' }, { kind: 'monster' }])).toBe('gm');
    expect(tieDecider([{ kind: 'monster' }, { kind: 'character' }])).toBe('gm');
  });

  it('lists the tied groups, and the table reorders within a tie only', () => {
    let state = threeCreatures([15, 15, 20]);
    expect(namesInOrder(state)).toEqual(['Ogre', 'Ayla', 'Bren']);
    expect(initiativeTies(state).map((group) => group.map((one) => one.name))).toEqual([['Ayla', 'Bren']]);
    expect(canMoveWithinTie(state, 'c2', -1)).toBe(true);
    expect(canMoveWithinTie(state, 'c1', -1)).toBe(false);
    state = moveWithinTie(state, 'c2', -1);
    expect(namesInOrder(state)).toEqual(['Ogre', 'Bren', 'Ayla']);
    // Not past the Ogre: its Initiative is higher.
    expect(moveWithinTie(state, 'c2', -1)).toBe(state);
  });

  it('"The Initiative order remains the same": the chosen tie order survives another Initiative change', () => {
    let state = moveWithinTie(threeCreatures([15, 15, 20]), 'c2', -1);
    state = setInitiative(state, 'c3', 3);
    expect(namesInOrder(state)).toEqual(['Bren', 'Ayla', 'Ogre']);
  });
});

describe('a group that rolls one Initiative acts together: no tie note for it (issue 91)', () => {
  it('4 goblins sharing one roll are no tie; beside a creature on the same count they count as one', () => {
    let state = addCreatures(
      createTracker(),
      { ...OGRE, name: 'Goblin', initiativeBonus: 2 },
      { count: 4, sharedInitiative: true },
    );
    state = rollInitiative(state, facesInTurn(10)).state;
    expect(initiativeTies(state)).toEqual([]);
    state = addCreature(state, { ...OGRE, name: 'Wolf', initiativeBonus: 0 });
    const wolf = state.creatures.find((one) => one.name === 'Wolf')!;
    state = setInitiative(state, wolf.id, 12);
    expect(initiativeTies(state).map((group) => group.length)).toEqual([5]);
  });
});
