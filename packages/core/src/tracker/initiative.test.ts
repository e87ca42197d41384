import { describe, expect, it } from 'vitest';
import { facesInTurn, namesInOrder, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import {
  canMoveWithinTie,
  initiativeTies,
  moveWithinTie,
  rollInitiative,
  setInitiative,
  tieDecider,
} from './initiative.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';

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
        mode: 'disadvantage',
        modifier: 0,
        causes: [{ code: 'conditions.cause.other-disadvantage', params: { count: 1 } }],
      },
    ]);
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
