import { type RandomSource, rollDice } from '@polyhedral/dice';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { requireInteger } from '../validate.ts';

/** One dice group of an effect's damage roll: its notation, each die's face and their sum. */
export interface EffectDiceGroup {
  readonly notation: string;
  readonly values: readonly number[];
  readonly subtotal: number;
}

/**
 * An effect's damage as rolled, step by step, so a receipt adds up: each group's faces and sum, the
 * expression with sums (`30 + 5`), its total, and the damage dealt (0 to DAMAGE_LIMITS.maxAmount:
 * rules text DamageRolls).
 */
export interface EffectDamageRoll {
  /** The expression as the dice engine wrote it (`8d6+5`), or the table's number. */
  readonly expression: string;
  readonly dice: readonly EffectDiceGroup[];
  /** The expression with each dice group's sum in its place (`30 + 5`; the number itself when typed). */
  readonly working: string;
  /** What the expression came to (may be below 0: `2d6-20`). */
  readonly total: number;
  /** The damage dealt: `total` floored at 0 and capped at DAMAGE_LIMITS.maxAmount. */
  readonly dealt: number;
  /** Set when the total was below 0 and the damage dealt is 0. */
  readonly floored: boolean;
  /** Whether the table typed the amount (else the dice were rolled here). */
  readonly typed: boolean;
}

/** Rolls an effect's damage (dice notation or a whole number), keeping every step for the receipt. */
export function rollEffectDamage(expression: string, random: RandomSource): EffectDamageRoll {
  const roll = rollDice(expression, random);
  const dice = roll.rolls.map((group) => ({
    notation: group.notation,
    values: group.dice.filter((die) => die.kept).map((die) => die.value),
    subtotal: group.subtotal,
  }));
  // Each group's notation in turn, replaced by its sum where it stands in the expression.
  let working = '';
  let rest = roll.expression;
  for (const group of dice) {
    const at = rest.indexOf(group.notation);
    if (at < 0) continue;
    working += `${rest.slice(0, at)}${group.subtotal}`;
    rest = rest.slice(at + group.notation.length);
  }
  working += rest;
  return {
    expression: roll.expression,
    dice,
    working,
    total: roll.total,
    dealt: Math.min(Math.max(0, roll.total), DAMAGE_LIMITS.maxAmount),
    floored: roll.total < 0,
    typed: false,
  };
}

/** The damage the table rolled and typed in (a whole number from 0). */
export function typedEffectDamage(amount: number): EffectDamageRoll {
  const dealt = requireInteger('rolled', amount, 0, DAMAGE_LIMITS.maxAmount);
  return {
    expression: String(dealt),
    dice: [],
    working: String(dealt),
    total: dealt,
    dealt,
    floored: false,
    typed: true,
  };
}
