import { type BonusDie, parseBonusDice } from '../rules/bonus-dice.ts';
import type { TrackerCreature, TrackerEffectRoll } from './tracker-types.ts';

/*
 * The dice a creature's custom effects add to its rolls (Bless +1d4), read and rolled: apart from
 * effects.ts (which gives and takes effects) so Initiative can read them without an import cycle.
 */

/** The bonus dice a creature's effects add to one kind of its rolls (all its effects together). */
export function effectDiceFor(
  creature: Pick<TrackerCreature, 'effects'>,
  roll: TrackerEffectRoll,
): BonusDie[] {
  return (creature.effects ?? [])
    .filter((effect) => effect.rolls.includes(roll))
    .flatMap((effect) => parseBonusDice(effect.dice) ?? []);
}

/** Rolled or typed bonus dice: one home in the rules (rules/bonus-dice-roll.ts); a creature's effects' dice are such dice. */
export {
  type BonusDiceRoll,
  bonusDiceRange,
  rollBonusDice,
  settleBonusDice as effectDiceRoll,
} from '../rules/bonus-dice-roll.ts';
