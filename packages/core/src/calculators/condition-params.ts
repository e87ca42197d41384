import { CONDITION_NAMES } from '../conditions/condition-names.ts';
import { RuleInputError } from '../errors.ts';
import { type BonusDie, formatBonusDice, parseBonusDice } from '../rules/bonus-dice.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { EXHAUSTION } from '../tracker/tracker-limits.ts';
import { choices, flag } from './define-calculator.ts';
import type { DiceParam, IntegerParam } from './param-spec.ts';

/**
 * The parameters every roll calculator takes for conditions (issue 43), one definition for the
 * D20 Test, attack, save-for-half and Concentration kinds: the roller's conditions and
 * Exhaustion, the target's conditions and whether the attacker is within 5 feet, dice added to
 * the roll, and the sources of Advantage and Disadvantage (`--advantage` alone is one source).
 */

/** Exhaustion levels a creature can roll at (at EXHAUSTION.deathAt it dies). */
export const ROLL_EXHAUSTION_LIMITS = { min: 0, max: EXHAUSTION.deathAt - 1 } as const;

/** The roller's conditions (`poisoned,prone`). */
export const rollerConditions = () => choices('condition', CONDITION_NAMES);
/** The attacked creature's conditions (attack rolls). */
export const targetConditions = () => choices('target-condition', CONDITION_NAMES);
/** The roller's Exhaustion level: −2 per level on every D20 Test. */
export const exhaustion = (): IntegerParam<'exhaustion'> => ({
  name: 'exhaustion',
  type: 'integer',
  ...ROLL_EXHAUSTION_LIMITS,
  default: 0,
});
/** The attacker is within 5 feet of the target (Prone, automatic Critical Hits). */
export const within5Feet = () => flag('within-5-feet');
/** Sources of Advantage or Disadvantage; the parameter named alone is one source. */
export const sources = <const N extends string>(name: N): IntegerParam<N> => ({
  name,
  type: 'integer',
  min: D20_LIMITS.sources.min,
  max: D20_LIMITS.sources.max,
  default: 0,
  bare: 1,
});

/** Dice added to or taken from the roll (`+1d4`, `-1d4`, `+1d4-1d6`): Bless, Bane. Empty: none. */
export const bonusDice = (): DiceParam<'bonus-dice'> => ({
  name: 'bonus-dice',
  type: 'dice',
  default: '',
  parse: (text) => (parseBonusDice(text) === undefined ? undefined : formatBonusDice(parseBonusDice(text)!)),
  format: (value) => value,
});

/** The dice of a `bonus-dice` value (checked again: compute refuses what the reader refuses). */
export function readBonusDice(text: string): BonusDie[] {
  const dice = parseBonusDice(text);
  if (dice === undefined) {
    throw new RuleInputError('rules.input.unknown-option', {
      field: 'bonus-dice',
      actual: text,
      expected: '+1d4, -1d4, +1d4-1d6 (d4 to d12, at most 4 of each)',
    });
  }
  return dice;
}
