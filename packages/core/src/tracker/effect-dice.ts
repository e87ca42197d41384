import { type RandomSource, rollDice } from '@polyhedral/dice';
import { type BonusDie, formatBonusDice, parseBonusDice } from '../rules/bonus-dice.ts';
import { requireInteger } from '../validate.ts';
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

/**
 * A creature's effect dice on one roll: as the table typed their signed total (Bless's d4 rolled
 * at the table; refused outside what the dice can show), else rolled here. Undefined when the
 * creature's effects add no dice to that roll.
 */
export function effectDiceRoll(
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
