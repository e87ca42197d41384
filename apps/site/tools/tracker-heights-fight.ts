import {
  addCondition,
  addCreature,
  createTracker,
  damageCreatures,
  setConcentrating,
  setInitiative,
  startCombat,
  type TrackerState,
} from '@polyhedral/core/tracker';

const NAMES = ['มาลี', 'เบรน', 'Ogre', 'Goblin', 'Goblin', 'Wolf', 'Orc', 'Bandit'];

/** A fight of `count` creatures in round 1: two characters, the rest monsters, some hurt and with conditions. */
export function fight(count: number): TrackerState {
  let state = createTracker();
  for (let index = 0; index < count; index += 1) {
    state = addCreature(state, {
      name: `${NAMES[index % NAMES.length]} ${index + 1}`,
      kind: index < 2 ? 'character' : 'monster',
      initiativeBonus: index % 4,
      ac: 12 + (index % 5),
      maxHp: 10 + index * 3,
      saves: { dexterity: 1, constitution: 2 },
    });
  }
  state.creatures.forEach((one, index) => {
    state = setInitiative(state, one.id, 20 - (index % 18));
  });
  state = startCombat(state);
  const ids = state.creatures.map((one) => one.id);
  state = damageCreatures(state, ids.slice(0, Math.ceil(count / 2)), {
    parts: [{ amount: 6, type: 'fire' }],
  }).state;
  state = addCondition(state, ids[1]!, 'PoisonedCondition', { kind: 'until-removed' });
  state = addCondition(state, ids[2]!, 'ProneCondition', { kind: 'until-removed' });
  state = setConcentrating(state, ids[0]!, true);
  return state;
}
