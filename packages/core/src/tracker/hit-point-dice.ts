import { type RandomSource, rollDice } from '@polyhedral/dice';
import { requireInteger } from '../validate.ts';
import { addCreatures, type CreatureInput } from './tracker-creatures.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { TrackerState } from './tracker-types.ts';

/** One copy's hit points as rolled (each die's face) or typed by the table. */
export interface HitPointRoll {
  readonly creatureId: string;
  /** The dice expression as the dice engine wrote it (`2d6+2`). */
  readonly dice: string;
  /** Each die's face, in order (empty when typed). */
  readonly faces: readonly number[];
  /** The expression's total before the floor of TRACKER_LIMITS.hp.min (typed: the number). */
  readonly total: number;
  /** The copy's hit point maximum: the total, at least TRACKER_LIMITS.hp.min. */
  readonly maxHp: number;
  readonly typed: boolean;
}

/**
 * Adds `count` copies of a creature whose hit points are dice ("7 (2d6)", rules text HitPoints),
 * each rolled on its own or typed (`typed[i]`). A total below TRACKER_LIMITS.hp.min (`1d4-3`)
 * counts as that minimum, one above the maximum is refused. Numbered and grouped as addCreatures.
 */
export function addCreaturesWithHitDice(
  state: TrackerState,
  input: Omit<CreatureInput, 'maxHp'>,
  options: { count: number; sharedInitiative?: boolean },
  hitPoints: { dice: string; typed?: readonly (number | undefined)[] },
  random: RandomSource,
): { state: TrackerState; rolls: HitPointRoll[] } {
  const { min, max } = TRACKER_LIMITS.hp;
  const count = requireInteger('count', options.count, 1, TRACKER_LIMITS.groupSize);
  requireInteger('typed', hitPoints.typed?.length ?? 0, 0, count);
  const rolled = Array.from({ length: count }, (_, index) => {
    const typed = hitPoints.typed?.[index];
    if (typed !== undefined) {
      const value = requireInteger('maxHp', typed, min, max);
      return { dice: hitPoints.dice, faces: [], total: value, maxHp: value, typed: true };
    }
    const roll = rollDice(hitPoints.dice, random);
    const faces = roll.rolls.flatMap((group) => group.dice.filter((die) => die.kept).map((die) => die.value));
    const maxHp = requireInteger('maxHp', Math.max(min, roll.total), min, max);
    return { dice: roll.expression, faces, total: roll.total, maxHp, typed: false };
  });
  const next = addCreatures(state, { ...input, maxHp: rolled[0]!.maxHp }, { ...options, count });
  // The copies took the IDs after the tracker's serial, in order.
  const ids = Array.from({ length: count }, (_, index) => `c${state.serial + index}`);
  const byId = new Map(ids.map((id, index) => [id, rolled[index]!]));
  return {
    state: {
      ...next,
      creatures: next.creatures.map((one) => {
        const roll = byId.get(one.id);
        return roll ? { ...one, maxHp: roll.maxHp, hp: roll.maxHp } : one;
      }),
    },
    rolls: ids.map((creatureId) => ({ creatureId, ...byId.get(creatureId)! })),
  };
}
