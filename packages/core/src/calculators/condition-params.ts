import { EXHAUSTION } from '../conditions/condition-list.ts';
import { CONDITION_NAMES } from '../conditions/condition-names.ts';
import { ATTACK_KINDS, type AttackKind, JUDGEMENTS } from '../conditions/condition-types.ts';
import { BONUS_DICE_LIMITS, type BonusDie, parseBonusDice } from '../rules/bonus-dice.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { unknownOption } from '../validate.ts';
import { choice, choices, flag, optionalInt } from './define-calculator.ts';
import type { IntegerParam } from './param-spec.ts';

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
/** The roller's Exhaustion level: −2 per level on every D20 Test. SRD 5.2 only (the Playtest has none). */
export const exhaustion = (): IntegerParam<'exhaustion'> => ({
  name: 'exhaustion',
  type: 'integer',
  ...ROLL_EXHAUSTION_LIMITS,
  default: 0,
  rulesets: ['srd-5.2'],
});
/** The attacker is within 5 feet of the target (Prone, automatic Critical Hits). */
export const within5Feet = () => flag('within-5-feet');

/** `attack-type`'s choices: not said (the default: what depends on it is left to the table), melee, ranged. */
export const ATTACK_TYPE_CHOICES = ['not-said', ...ATTACK_KINDS] as const;
/** Melee or ranged (issue 61), for the Playtest's Prone and Ranged Attacks in Close Combat. */
export const attackType = () => choice('attack-type', ATTACK_TYPE_CHOICES, 'not-said');
/** rollConditions' `attackType` of a parameter value (`not-said`: undefined). */
export function attackTypeOf(value: (typeof ATTACK_TYPE_CHOICES)[number]): AttackKind | undefined {
  return value === 'not-said' ? undefined : value;
}
/** Sources of Advantage or Disadvantage; the parameter named alone is one source. */
export const sources = <const N extends string>(name: N): IntegerParam<N> => ({
  name,
  type: 'integer',
  min: D20_LIMITS.sources.min,
  max: D20_LIMITS.sources.max,
  default: 0,
  bare: 1,
});

/**
 * The dice a calculator may add to or take from a roll, one of each at most (the same effect
 * doesn't stack): Bless and Guidance +1d4, Bane −1d4, a Bardic Inspiration die +1d6 to +1d12.
 */
export const BONUS_DIE_CHOICES = BONUS_DICE_LIMITS.sides.flatMap((sides) => [`+1d${sides}`, `-1d${sides}`]);

/** What the chosen bonus dice can show in all: every die of each size added, or taken. */
const MOST_DICE = BONUS_DICE_LIMITS.sides.reduce((sum, sides) => sum + sides, 0);
export const DICE_ROLL_LIMITS = { min: -MOST_DICE, max: MOST_DICE } as const;

/** What the bonus dice showed at the table (their signed total), with the d20 `roll`. */
export const diceRoll = () => optionalInt('dice-roll', DICE_ROLL_LIMITS);

/** Dice added to or taken from the roll (`+1d4`, `-1d4,+1d6`): Bless, Bane. Empty: none. */
export const bonusDice = () => choices('bonus-dice', BONUS_DIE_CHOICES);

/** The dice of a `bonus-dice` value (checked again: compute refuses what the reader refuses). */
export function readBonusDice(choicesGiven: readonly string[]): BonusDie[] {
  const dice = parseBonusDice(choicesGiven.join(''));
  if (dice === undefined || !choicesGiven.every((one) => BONUS_DIE_CHOICES.includes(one))) {
    throw unknownOption('bonus-dice', choicesGiven.join(','), BONUS_DIE_CHOICES.join(', '));
  }
  return dice;
}

/** The table's judgements (issue 61): unticked, left to the table; ticked, applied (`if`) or lifted. */
export const judged = () => choices('judged', JUDGEMENTS);

/** The conditions part of a D20 Test calculator that rolls against a target, in this order. */
export const targetedRollConditionParams = () =>
  [
    rollerConditions(),
    exhaustion(),
    targetConditions(),
    within5Feet(),
    attackType(),
    bonusDice(),
    judged(),
  ] as const;
