import { concentrationBrokenBy } from '../conditions/concentration-broken.ts';
import type { ConditionCause, ConditionId } from '../conditions/condition-types.ts';
import { d20Fields } from '../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../conditions/roll-conditions.ts';
import { unsupportedBy } from '../errors.ts';
import { Fraction } from '../fraction.ts';
import type { RuleId } from '../rule-ids.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireIn } from '../validate.ts';
import type { BonusDie } from './bonus-dice.ts';
import { bonusDiceRange } from './bonus-dice-roll.ts';
import { D20_LIMITS } from './d20-limits.ts';
import { type D20RollOutcome, d20Test, resolveD20Roll } from './d20-test.ts';
import { DAMAGE_LIMITS } from './damage-limits.ts';

/**
 * The Constitution save that keeps Concentration after damage, in our words (SRD 5.2 Rules
 * Glossary, "Concentration", CC-BY-4.0): whenever a concentrating creature takes damage it makes
 * a Constitution saving throw; the DC is 10 or half the damage taken (round down), whichever is
 * higher, up to a DC of 30. It is a saving throw, so a 20 on the d20 is not an automatic success
 * and a 1 not an automatic failure (Rolling20or1 covers attack rolls only). The rules text links
 * it from "Saving Throws and Damage".
 */
export const CONCENTRATION_SAVE = {
  ruleId: 'SavingThrowsandDamage' satisfies RuleId,
  source: 'SRD 5.2 Rules Glossary: Concentration',
  /**
   * The rulesets with this rule. The Playtest has no Concentration: its Spell Disruption (seed 004
   * lines 1507-1522, a DC 10 Dexterity check to cast a spell in melee) is another rule.
   */
  rulesets: ['srd-5.2'] as readonly string[],
  minimumDc: 10,
  /** The damage taken is divided by this, rounded down. */
  damageDivisor: 2,
  maximumDc: 30,
} as const;

/** Input limits: damage taken (one amount, after Resistance and the rest), a save bonus. */
export const CONCENTRATION_LIMITS = {
  damage: { min: 1, max: DAMAGE_LIMITS.maxAmount },
  bonus: D20_LIMITS.bonus,
} as const;

/** The DC of the save to keep Concentration after taking `damage` (CONCENTRATION_SAVE). */
export function concentrationDc(damage: number): number {
  const taken = requireIn('damage', damage, CONCENTRATION_LIMITS.damage);
  const { minimumDc, damageDivisor, maximumDc } = CONCENTRATION_SAVE;
  return Math.min(maximumDc, Math.max(minimumDc, Math.floor(taken / damageDivisor)));
}

export interface ConcentrationInput {
  /** Damage the creature took, after Resistance, Vulnerability and Temporary Hit Points. */
  damage: number;
  bonus: number;
  advantage?: number;
  disadvantage?: number;
  /** The creature's conditions and Exhaustion level (rollConditions applies them). */
  conditions?: readonly ConditionId[];
  exhaustion?: number;
  /** Dice added to or taken from the save (Bless +1d4). */
  bonusDice?: readonly BonusDie[];
}

export interface ConcentrationResult {
  dc: number;
  mode: 'normal' | 'advantage' | 'disadvantage';
  /**
   * The lowest d20 face that keeps Concentration (null: no face does; 1: every face does), after
   * Exhaustion; with bonus dice, the lowest face that can keep it (the dice at their best).
   */
  need: number | null;
  /** With bonus dice only: the lowest d20 face that keeps Concentration with the dice at their worst. */
  needAtWorst?: number | null;
  keep: number;
  exact: { keep: Fraction };
  /** What the creature's conditions, Exhaustion and the other sources did to the save, with reasons. */
  conditions: RollConditionsResult;
  /** A condition that ends Concentration outright (Incapacitated and what implies it): no save. */
  broken: ConditionCause | null;
}

function rollOf(input: ConcentrationInput) {
  return {
    roll: 'save' as const,
    ability: 'constitution' as const,
    roller: { conditions: input.conditions ?? [], exhaustion: input.exhaustion ?? 0 },
    advantage: input.advantage ?? 0,
    disadvantage: input.disadvantage ?? 0,
    bonusDice: input.bonusDice ?? [],
  };
}

/** A ruleset without a Concentration rule (the Playtest) is refused, as every rule a ruleset lacks. */
export function requireConcentrationRule(ruleset: Ruleset): void {
  if (!CONCENTRATION_SAVE.rulesets.includes(ruleset.id)) throw unsupportedBy(ruleset, 'concentration');
}

/**
 * The DC and the exact chance to keep Concentration (CONCENTRATION_SAVE), through rollConditions
 * (Exhaustion 3 at +5 against DC 11 keeps it on 12 or more, 9/20). A creature whose condition ends
 * Concentration (Incapacitated: "your Concentration is broken") keeps it with chance 0, no save.
 */
export function concentrationSave(
  input: ConcentrationInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConcentrationResult {
  requireConcentrationRule(ruleset);
  const dc = concentrationDc(input.damage);
  const conditions = rollConditions(rollOf(input), ruleset);
  const broken = concentrationBrokenBy(input.conditions ?? [], ruleset);
  const save = d20Test({ kind: 'save', bonus: input.bonus, target: dc, ...d20Fields(conditions) }, ruleset);
  const { min, max } = bonusDiceRange(conditions.bonusDice);
  const needWith = (dice: number) => {
    const lowest = dc - save.bonus - dice;
    return broken || lowest > D20_LIMITS.face.max ? null : Math.max(D20_LIMITS.face.min, lowest);
  };
  const keep = broken ? Fraction.ZERO : save.exact.success;
  return {
    dc,
    mode: save.mode,
    need: needWith(max),
    ...(conditions.bonusDice.length > 0 ? { needAtWorst: needWith(min) } : {}),
    keep: keep.toNumber(),
    exact: { keep },
    conditions,
    broken,
  };
}

/** The save rolled at the table (its kept d20, and the bonus dice's signed total): kept or lost. */
export function resolveConcentrationRoll(
  input: ConcentrationInput,
  d20: number,
  ruleset: Ruleset = DEFAULT_RULESET,
  diceTotal?: number,
): D20RollOutcome {
  const conditions = rollConditions(rollOf(input), ruleset);
  const outcome = resolveD20Roll(
    { kind: 'save', bonus: input.bonus, target: concentrationDc(input.damage), ...d20Fields(conditions) },
    d20,
    ruleset,
    diceTotal,
  );
  // A save without cover always has a target.
  if (!outcome) throw new Error('a Concentration save always has a DC');
  if (concentrationBrokenBy(input.conditions ?? [], ruleset)) return { ...outcome, success: false };
  return outcome;
}
