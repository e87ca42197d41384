import { type RandomSource, rollDice } from '@polyhedral/dice';
import { requireInteger } from '../validate.ts';
import { type BonusDie, formatBonusDice } from './bonus-dice.ts';

/*
 * Bonus dice (Bless +1d4, Bane −1d4; rule D20Tests: "add any relevant modifiers") settled for one
 * roll: rolled here, or their signed total as the table rolled them. One home for the tracker's
 * rolls and the calculators' (save for half), so a typed roll and a digital one add the same dice.
 */

/** Bonus dice as rolled: each die's face (signed by its term) and their total. */
export interface BonusDiceRoll {
  readonly dice: string;
  readonly faces: readonly number[];
  readonly total: number;
  /** The table typed the total (faces holds that one number). */
  readonly typed?: boolean;
}

/** The signed totals bonus dice can show (`+1d4`: 1 to 4; `-1d4`: −4 to −1). */
export function bonusDiceRange(dice: readonly BonusDie[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const die of dice) {
    min += die.sign > 0 ? die.count : -die.count * die.sides;
    max += die.sign > 0 ? die.count * die.sides : -die.count;
  }
  return { min, max };
}

/** Bonus dice on one roll: their signed total as typed (refused outside what they show), else rolled here. */
export function settleBonusDice(
  dice: readonly BonusDie[],
  typed: number | undefined,
  random: RandomSource,
): BonusDiceRoll | undefined {
  if (dice.length === 0) return undefined;
  if (typed === undefined) return rollBonusDice(dice, random);
  const { min, max } = bonusDiceRange(dice);
  const total = requireInteger('diceTotal', typed, min, max);
  return { dice: formatBonusDice(dice), faces: [total], total, typed: true };
}

/** Rolls bonus dice (`+1d4-1d6`): the faces, each with its term's sign, and the signed total. */
export function rollBonusDice(dice: readonly BonusDie[], random: RandomSource): BonusDiceRoll {
  const faces: number[] = [];
  for (const die of dice) {
    const roll = rollDice(`${die.count}d${die.sides}`, random);
    for (const one of roll.rolls.flatMap((group) => group.dice)) faces.push(die.sign * one.value);
  }
  return { dice: formatBonusDice(dice), faces, total: faces.reduce((sum, face) => sum + face, 0) };
}
