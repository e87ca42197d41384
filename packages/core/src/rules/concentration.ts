import type { Fraction } from '../fraction.ts';
import type { RuleId } from '../rule-ids.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
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
  /** The lowest DC. */
  minimumDc: 10,
  /** The damage taken is divided by this, rounded down. */
  damageDivisor: 2,
  /** The highest DC. */
  maximumDc: 30,
} as const;

/** Input limits: damage taken (one amount, after Resistance and the rest), a save bonus. */
export const CONCENTRATION_LIMITS = {
  damage: { min: 1, max: DAMAGE_LIMITS.maxAmount },
  bonus: D20_LIMITS.bonus,
} as const;

/** The DC of the save to keep Concentration after taking `damage` (CONCENTRATION_SAVE). */
export function concentrationDc(damage: number): number {
  const taken = requireInteger(
    'damage',
    damage,
    CONCENTRATION_LIMITS.damage.min,
    CONCENTRATION_LIMITS.damage.max,
  );
  const { minimumDc, damageDivisor, maximumDc } = CONCENTRATION_SAVE;
  return Math.min(maximumDc, Math.max(minimumDc, Math.floor(taken / damageDivisor)));
}

export interface ConcentrationInput {
  /** Damage the creature took, after Resistance, Vulnerability and Temporary Hit Points. */
  damage: number;
  /** The creature's Constitution saving throw bonus. */
  bonus: number;
  advantage?: number;
  disadvantage?: number;
}

export interface ConcentrationResult {
  dc: number;
  mode: 'normal' | 'advantage' | 'disadvantage';
  /** The lowest d20 face that keeps Concentration (null: no face does; 1: every face does). */
  need: number | null;
  /** Probability of keeping Concentration. */
  keep: number;
  exact: { keep: Fraction };
}

/** The DC and the exact chance to keep Concentration (a Constitution save, CONCENTRATION_SAVE). */
export function concentrationSave(
  input: ConcentrationInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConcentrationResult {
  const dc = concentrationDc(input.damage);
  const save = d20Test(
    {
      kind: 'save',
      bonus: input.bonus,
      target: dc,
      advantage: input.advantage ?? 0,
      disadvantage: input.disadvantage ?? 0,
    },
    ruleset,
  );
  const lowest = dc - save.bonus;
  const need = lowest > D20_LIMITS.face.max ? null : Math.max(D20_LIMITS.face.min, lowest);
  return { dc, mode: save.mode, need, keep: save.success, exact: { keep: save.exact.success } };
}

/** The save rolled at the table (its kept d20): kept or lost. */
export function resolveConcentrationRoll(
  input: ConcentrationInput,
  d20: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): D20RollOutcome {
  const outcome = resolveD20Roll(
    {
      kind: 'save',
      bonus: input.bonus,
      target: concentrationDc(input.damage),
      advantage: input.advantage ?? 0,
      disadvantage: input.disadvantage ?? 0,
    },
    d20,
    ruleset,
  );
  // A save without cover always has a target.
  if (!outcome) throw new Error('a Concentration save always has a DC');
  return outcome;
}
