/** Tracker states the site's tests start from (test support: unit tests and browser checks). */
import {
  addCreature,
  type CreatureInput,
  createTracker,
  setInitiative,
  startCombat,
  type TrackerState,
} from '@polyhedral/core/tracker';

/** One creature of a test fight and the Initiative the table rolled for it. */
export type Combatant = readonly [creature: CreatureInput, initiative: number];

/**
 * A fight as the tests set one up: each creature added in turn (c1, c2, ... after those `state`
 * has), then each one's Initiative set to what the table rolled, then combat started.
 */
export function startedFight(
  combatants: readonly Combatant[],
  state: TrackerState = createTracker(),
): TrackerState {
  const ids: string[] = [];
  for (const [creature] of combatants) {
    state = addCreature(state, creature);
    ids.push(state.creatures.at(-1)!.id);
  }
  combatants.forEach(([, initiative], index) => {
    state = setInitiative(state, ids[index]!, initiative);
  });
  return startCombat(state);
}
