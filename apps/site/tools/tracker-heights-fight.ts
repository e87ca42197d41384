import {
  addCondition,
  addCreature,
  addCreatures,
  createTracker,
  damageCreatures,
  nextTurn,
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

/** The round-2 fight's names in the reader's language: three characters, the goblins, the ogre, the wolf. */
export const ROUND_TWO_NAMES = {
  th: ['อัยลา', 'เบรน', 'มาลี', 'ก็อบลิน', 'โอเกอร์', 'หมาป่า'],
  zh: ['艾拉', '布伦', '玛丽', '地精', '食人魔', '狼'],
} as const;

/**
 * Round 2 of a table's fight, 9 creatures (issue 100): two characters, a caster concentrating,
 * a group of four goblins, an ogre and a wolf, one goblin Prone and the ogre hurt; the turn is the
 * first of round 2.
 */
export function roundTwo(names: readonly string[]): TrackerState {
  const [ayla, bren, caster, goblin, ogre, wolf] = names as [string, string, string, string, string, string];
  let state = createTracker();
  for (const name of [ayla, bren, caster])
    state = addCreature(state, {
      name,
      kind: 'character',
      initiativeBonus: 2,
      ac: 15,
      maxHp: 30,
      saves: { dexterity: 2 },
    });
  state = addCreatures(
    state,
    { name: goblin, kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7, saves: { dexterity: 2 } },
    { count: 4 },
  );
  state = addCreature(state, {
    name: ogre,
    kind: 'monster',
    initiativeBonus: -1,
    ac: 11,
    maxHp: 59,
    saves: { dexterity: -1 },
  });
  state = addCreature(state, {
    name: wolf,
    kind: 'monster',
    initiativeBonus: 2,
    ac: 13,
    maxHp: 11,
    saves: { dexterity: 2 },
  });
  state.creatures.forEach((one, index) => {
    state = setInitiative(state, one.id, 20 - index);
  });
  state = setConcentrating(startCombat(state), state.creatures[2]!.id, true);
  state = addCondition(state, state.creatures[4]!.id, 'ProneCondition', { kind: 'until-removed' });
  state = damageCreatures(state, [state.creatures[7]!.id], { parts: [{ amount: 20, type: 'fire' }] }).state;
  for (let turn = 0; turn < state.creatures.length; turn += 1) state = nextTurn(state);
  return state;
}
