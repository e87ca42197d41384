import { describe, expect, it } from 'vitest';
import { OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { addCondition } from './conditions.ts';
import { addCreature, removeCreature } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';
import type { TrackerState } from './tracker-types.ts';
import { endCombat, nextTurn, previousTurn, setSkipDefeated, startCombat } from './turns.ts';

const turn = (state: TrackerState) => [
  state.round,
  state.creatures.find((c) => c.id === state.currentId)?.name,
];
const conditionsOf = (state: TrackerState, id: string) =>
  state.creatures.find((c) => c.id === id)!.conditions.map((c) => c.condition);

// Order: Bren (19), Ayla (12), Ogre (7).
const fight = () => startCombat(threeCreatures([12, 19, 7]));

describe('turns and rounds (rules text The Order of Combat, Combat Step by Step)', () => {
  it('starts at round 1 with the highest Initiative; every Initiative is needed first', () => {
    expect(turn(fight())).toEqual([1, 'Bren']);
    const unrolled = addCreature(threeCreatures([12, 19, 7]), OGRE);
    expect(() => startCombat(unrolled)).toThrow(/rules.input.missing/);
  });

  it('next turn goes down the order, then a new round starts at the top', () => {
    let state = fight();
    const seen = [];
    for (let i = 0; i < 4; i++) {
      state = nextTurn(state);
      seen.push(turn(state));
    }
    expect(seen).toEqual([
      [1, 'Ayla'],
      [1, 'Ogre'],
      [2, 'Bren'],
      [2, 'Ayla'],
    ]);
  });

  it('previous turn goes back, across a round too', () => {
    let state = nextTurn(nextTurn(nextTurn(fight())));
    expect(turn(state)).toEqual([2, 'Bren']);
    state = previousTurn(state);
    expect(turn(state)).toEqual([1, 'Ogre']);
    state = previousTurn(previousTurn(state));
    expect(turn(state)).toEqual([1, 'Bren']);
    expect(previousTurn(state)).toBe(state);
  });

  it('a fight saved after removing a creature that had its turn reads back (refused before); "previous turn" stops where it did', () => {
    // Bren, Ayla, Ogre (round 1), then Bren and Ayla: the Ogre, who had a turn, is removed on Ayla's.
    const state = removeCreature(nextTurn(nextTurn(nextTurn(nextTurn(fight())))), 'c3');
    expect(turn(state)).toEqual([2, 'Ayla']);
    const read = readTrackerFile(trackerFileText(state));
    expect(read).toEqual(state);
    // Back to Bren's turn, then no further: the change from the Ogre's turn cannot be stepped back.
    expect(turn(previousTurn(read))).toEqual([2, 'Bren']);
    expect(previousTurn(previousTurn(read))).toMatchObject({ round: 2, currentId: 'c2', history: [] });
    // A creature added since never takes the removed one's ID (the serial passes the history's).
    const file = JSON.parse(trackerFileText(state));
    file.tracker.serial = 1;
    expect(
      addCreature(readTrackerFile(JSON.stringify(file)), OGRE).creatures.map((one) => one.id),
    ).not.toContain('c3');
  });

  it('removing the creature whose turn it is passes the turn on', () => {
    const state = removeCreature(nextTurn(nextTurn(fight())), 'c3');
    expect(turn(state)).toEqual([2, 'Bren']);
    expect(endCombat(state)).toMatchObject({ round: 0, currentId: null });
  });
});

describe('condition durations end at the right point of the turn order', () => {
  it("1 round, given on Ayla's turn: through Ogre and Bren, gone at the start of Ayla's next turn", () => {
    let state = nextTurn(fight()); // round 1, Ayla
    state = addCondition(state, 'c3', 'ProneCondition', { kind: 'rounds', rounds: 1 });
    state = nextTurn(state); // Ogre
    expect(conditionsOf(state, 'c3')).toEqual(['ProneCondition']);
    state = nextTurn(state); // round 2, Bren
    expect(conditionsOf(state, 'c3')).toEqual(['ProneCondition']);
    state = nextTurn(state); // round 2, Ayla
    expect(turn(state)).toEqual([2, 'Ayla']);
    expect(conditionsOf(state, 'c3')).toEqual([]);
    // Previous turn puts it back.
    expect(conditionsOf(previousTurn(state), 'c3')).toEqual(['ProneCondition']);
    // A file whose ended condition names, as a removed creature, the ID the next creature would take:
    // that creature is not given it.
    const file = JSON.parse(trackerFileText(removeCreature(state, 'c3')));
    file.tracker.history.at(-1).expired[0].creatureId = `c${file.tracker.serial}`;
    const added = addCreature(readTrackerFile(JSON.stringify(file)), OGRE);
    expect(previousTurn(added).creatures.flatMap((one) => one.conditions.map((c) => c.condition))).toEqual(
      [],
    );
  });

  it('"until the end of X\'s next turn": X still to act this round ends this round, X already acted ends next round', () => {
    let state = nextTurn(fight()); // round 1, Ayla
    state = addCondition(state, 'c1', 'FrightenedCondition', { kind: 'end-of-next-turn', creatureId: 'c3' });
    state = addCondition(state, 'c3', 'PoisonedCondition', { kind: 'end-of-next-turn', creatureId: 'c2' });
    state = addCondition(state, 'c2', 'BlindedCondition', { kind: 'end-of-next-turn', creatureId: 'c1' });
    state = nextTurn(state); // end of Ayla's turn 1: not her *next* turn
    expect(conditionsOf(state, 'c2')).toEqual(['BlindedCondition']);
    state = nextTurn(state); // end of Ogre's turn 1
    expect(conditionsOf(state, 'c1')).toEqual([]);
    expect(conditionsOf(state, 'c3')).toEqual(['PoisonedCondition']);
    state = nextTurn(state); // end of Bren's turn 2
    expect(conditionsOf(state, 'c3')).toEqual([]);
    expect(conditionsOf(state, 'c2')).toEqual(['BlindedCondition']);
    state = nextTurn(state); // end of Ayla's turn 2
    expect(conditionsOf(state, 'c2')).toEqual([]);
  });

  it('until removed: never ends by itself; timed durations need combat to have started', () => {
    let state = addCondition(threeCreatures([12, 19, 7]), 'c1', 'GrappledCondition', {
      kind: 'until-removed',
    });
    expect(() => addCondition(state, 'c1', 'ProneCondition', { kind: 'rounds', rounds: 1 })).toThrow(
      /rules.input.missing/,
    );
    state = startCombat(state);
    for (let i = 0; i < 9; i++) state = nextTurn(state);
    expect(conditionsOf(state, 'c1')).toEqual(['GrappledCondition']);
  });
});

describe('dead and defeated creatures lose their turns (a setting, on by default)', () => {
  const killOgre = (state: TrackerState): TrackerState => ({
    ...state,
    creatures: state.creatures.map((c) => (c.name === 'Ogre' ? { ...c, hp: 0, dead: true } : c)),
  });

  it('the order passes over a dead Ogre: Bren, Ayla, then round 2 with Bren', () => {
    let state = killOgre(fight());
    state = nextTurn(state);
    expect(turn(state)).toEqual([1, 'Ayla']);
    state = nextTurn(state);
    expect(turn(state)).toEqual([2, 'Bren']);
    // "Previous turn" comes back to Ayla, not to the Ogre.
    expect(turn(previousTurn(state))).toEqual([1, 'Ayla']);
  });

  it("what ends at the end of the dead Ogre's turn still ends as the order passes it", () => {
    let state = fight();
    state = addCondition(state, 'c1', 'ProneCondition', { kind: 'end-of-next-turn', creatureId: 'c3' });
    state = killOgre(state);
    state = nextTurn(nextTurn(state));
    expect(turn(state)).toEqual([2, 'Bren']);
    expect(conditionsOf(state, 'c1')).toEqual([]);
    expect(state.history.at(-1)?.expired.map((e) => e.condition.condition)).toEqual(['ProneCondition']);
  });

  it('a creature marked defeated is passed over too; combat starting skips a dead first creature', () => {
    const defeated = {
      ...fight(),
      creatures: fight().creatures.map((c) => (c.name === 'Bren' ? { ...c, defeated: true } : c)),
    };
    expect(turn(startCombat(defeated))).toEqual([1, 'Ayla']);
  });

  it('with the setting off, the dead Ogre keeps its turn', () => {
    let state = setSkipDefeated(killOgre(fight()), false);
    state = nextTurn(nextTurn(state));
    expect(turn(state)).toEqual([1, 'Ogre']);
  });

  it('when every creature is out, the order goes on as before (no endless search)', () => {
    let state = fight();
    state = { ...state, creatures: state.creatures.map((c) => ({ ...c, dead: true })) };
    expect(turn(nextTurn(state))).toEqual([1, 'Ayla']);
  });
});
