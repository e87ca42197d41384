import type { RandomSource } from '@polyhedral/dice';
import { setInitiative } from '../../src/tracker/initiative.ts';
import { addCreature, type CreatureInput, createTracker } from '../../src/tracker/tracker-creatures.ts';
import type { TrackerState } from '../../src/tracker/tracker-types.ts';

/** A random source that returns these dice faces in turn (for a d20: 1-20). */
export function facesInTurn(...faces: number[]): RandomSource {
  const queue = [...faces];
  return {
    nextInt(max: number) {
      const face = queue.shift();
      if (face === undefined || face < 1 || face > max) throw new Error(`no face left for d${max}`);
      return face - 1;
    },
  };
}

export const FIGHTER: CreatureInput = {
  name: 'Ayla',
  kind: 'character',
  initiativeBonus: 2,
  ac: 18,
  maxHp: 30,
  saves: { constitution: 5, dexterity: 2 },
};
export const WIZARD: CreatureInput = {
  name: 'Bren',
  kind: 'character',
  initiativeBonus: 3,
  ac: 12,
  maxHp: 18,
  saves: { constitution: 1, dexterity: 3 },
};
export const OGRE: CreatureInput = {
  name: 'Ogre',
  kind: 'monster',
  initiativeBonus: -1,
  ac: 11,
  maxHp: 68,
  saves: { dexterity: -1 },
  resist: ['fire'],
};

/** Ayla (c1), Bren (c2) and the Ogre (c3) with these Initiatives. */
export function threeCreatures(initiatives: [number, number, number]): TrackerState {
  let state = createTracker();
  for (const input of [FIGHTER, WIZARD, OGRE]) state = addCreature(state, input);
  state = setInitiative(state, 'c1', initiatives[0]);
  state = setInitiative(state, 'c2', initiatives[1]);
  return setInitiative(state, 'c3', initiatives[2]);
}

/** The creatures' names in the tracker's order. */
export const namesInOrder = (state: TrackerState): string[] => state.creatures.map((one) => one.name);

/**
 * 8d6 fire rolled as 28 against a DC 15 Dexterity save: the save-for-half tests' one blast
 * (DamageagainstMultipleTargets: "roll the damage once for all the targets").
 */
export const FIREBALL_28 = { damage: '8d6', type: 'fire', rolled: 28, dc: 15, ability: 'dexterity' } as const;
