/**
 * A d20 (`d20`, `1d20`, `1d20+N`) rolls as a D20 Test with Advantage or Disadvantage (ruleId
 * RollTwoD20s, seed 002 line 206) through the core's `keptD20`; odds from `2d20kh1+N` / `2d20kl1+N`.
 */
import { keptD20, type RollMode } from '@polyhedral/core';
import { type Distribution, distributionOf, type RandomSource, rollDice } from '@polyhedral/dice';

const SINGLE_D20 = /^1?d20(?:([+-])(\d+))?$/;

/** The flat modifier of a single-d20 notation, or null when the notation is not one d20. */
export function d20Modifier(notation: string): number | null {
  const match = SINGLE_D20.exec(notation);
  if (!match) return null;
  const [, sign, digits] = match;
  if (digits === undefined) return 0;
  return sign === '-' ? -Number(digits) : Number(digits);
}

function withModifier(base: string, modifier: number): string {
  if (modifier === 0) return base;
  return `${base}${modifier > 0 ? '+' : '-'}${Math.abs(modifier)}`;
}

/** The exact distribution of a d20 + modifier rolled in a mode. */
export function d20Distribution(modifier: number, mode: RollMode): Distribution {
  if (mode === 'normal') return distributionOf(withModifier('1d20', modifier));
  return distributionOf(withModifier(mode === 'advantage' ? '2d20kh1' : '2d20kl1', modifier));
}

export interface D20Roll {
  mode: RollMode;
  /** Both d20s (one when normal), as rolled. */
  dice: [number] | [number, number];
  /** The d20 that counts. */
  kept: number;
  total: number;
}

/** Rolls a d20 + modifier in a mode with the given random source. */
export function rollD20(modifier: number, mode: RollMode, random: RandomSource): D20Roll {
  const first = rollDice('1d20', random).total;
  if (mode === 'normal') return { mode, dice: [first], kept: first, total: first + modifier };
  const second = rollDice('1d20', random).total;
  const kept = keptD20(first, second, mode);
  return { mode, dice: [first, second], kept, total: kept + modifier };
}
