import {
  ABILITY_SCORE_LIMITS,
  applyDamage,
  applyHealing,
  CALCULATOR_LIMITS,
  DAMAGE_LIMITS,
  DAMAGE_TYPES,
  type DamageResult,
  type DamageStep,
  type DamageType,
  gainTemporaryHitPoints,
  getRuleset,
  type HealingResult,
  LEVEL_LIMITS,
  RULESET_IDS,
  type Ruleset,
  type RulesetId,
  type TemporaryHitPointsChoice,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';
import { formatDecimal, formatInteger, formatModifier } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { FieldResult } from '../shared/types.ts';

/**
 * Rule OrderofApplication (with DamageandHealing, ResistanceandVulnerability, Immunity,
 * LoseTemporaryHitPointsFirst, InstantDeath, DeathSavingThrows, KnockingOutaCreature, Healing):
 * apply damage or healing to a creature and show every step the core took.
 */
export { ABILITY_SCORE_LIMITS, DAMAGE_TYPES, type DamageType, LEVEL_LIMITS, RULESET_IDS };

/** Input limits of the damage-application calculator kind (hp, max-hp, temp, amount, adjust). */
export const DAMAGE_FORM_LIMITS = CALCULATOR_LIMITS['damage-application'];
/** Death Saving Throw failures already suffered (the death-saves kind's limits). */
export const FAILURE_LIMITS = CALCULATOR_LIMITS['death-saves'].failures;

export const DAMAGE_TYPE_CHOICES = [...DAMAGE_TYPES, 'all'] as const;
export type DamageTypeChoice = (typeof DAMAGE_TYPE_CHOICES)[number];
export const CREATURE_KINDS = ['character', 'monster'] as const;
export type CreatureKind = (typeof CREATURE_KINDS)[number];
export const APPLICATION_MODES = ['damage', 'heal', 'temp'] as const;
export type ApplicationMode = (typeof APPLICATION_MODES)[number];

/**
 * Reads a comma-separated list of damage types (plus "all"), as the URL and directive carry it.
 * Empty is an empty list; unknown or repeated entries are invalid.
 */
export function parseDamageTypeList(raw: string): FieldResult<DamageTypeChoice[]> {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const seen = new Set<string>();
  for (const part of parts) {
    if (!(DAMAGE_TYPE_CHOICES as readonly string[]).includes(part) || seen.has(part)) {
      return { ok: false, messageKey: 'calc.error.choice' };
    }
    seen.add(part);
  }
  return { ok: true, value: parts as DamageTypeChoice[] };
}

/** What a ruleset lets the form ask for (read from the ruleset's data, not from its name). */
export function rulesetFeatures(id: RulesetId): {
  temporaryHitPoints: boolean;
  immunity: boolean;
  negativeHitPoints: boolean;
  deathSaveFailures: boolean;
} {
  const ruleset: Ruleset = getRuleset(id);
  return {
    temporaryHitPoints: ruleset.temporaryHitPoints.enabled,
    immunity: ruleset.resistanceAndVulnerability.immunity,
    negativeHitPoints: ruleset.lowestHitPoints.kind === 'negative',
    deathSaveFailures: ruleset.dying.kind === 'death-saving-throw',
  };
}

export interface DamageFormInputs {
  ruleset: RulesetId;
  hp: number;
  maxHp: number;
  temp: number;
  amount: number;
  type: DamageType;
  resist: readonly DamageTypeChoice[];
  vulnerable: readonly DamageTypeChoice[];
  immune: readonly DamageTypeChoice[];
  /** Flat bonus or penalty to the damage (0 for none). */
  adjust: number;
  critical: boolean;
  knockOut: boolean;
  creature: CreatureKind;
  deathSaveFailures: number;
  stable: boolean;
  conScore: number;
  level: number;
}

export type DamageStatus = 'dead' | 'stable' | 'dying' | 'unconscious' | 'bloodied' | 'healthy';

/** The one condition a reader most needs to see after the damage. */
export function damageStatus(result: DamageResult): DamageStatus {
  if (result.dead) return 'dead';
  if (result.stable) return 'stable';
  if (result.dying) return 'dying';
  if (result.unconscious) return 'unconscious';
  if (result.bloodied) return 'bloodied';
  return 'healthy';
}

export interface DamageComputation {
  ok: true;
  result: DamageResult;
  status: DamageStatus;
}

export function computeDamage(inputs: DamageFormInputs): DamageComputation | ErrorResult {
  try {
    const ruleset = getRuleset(inputs.ruleset);
    const features = rulesetFeatures(inputs.ruleset);
    const result = applyDamage(
      {
        hp: inputs.hp,
        maxHp: inputs.maxHp,
        temp: features.temporaryHitPoints ? inputs.temp : 0,
        deathSaveFailures: features.deathSaveFailures ? inputs.deathSaveFailures : 0,
        stable: inputs.stable,
        creature: inputs.creature,
        ...(features.negativeHitPoints ? { conScore: inputs.conScore, level: inputs.level } : {}),
      },
      {
        amount: inputs.amount,
        type: inputs.type,
        resist: inputs.resist,
        vulnerable: inputs.vulnerable,
        immune: features.immunity ? inputs.immune : [],
        adjustments: inputs.adjust === 0 ? [] : [inputs.adjust],
        critical: inputs.critical,
        knockOut: inputs.knockOut,
      },
      ruleset,
    );
    return { ok: true, result, status: damageStatus(result) };
  } catch (error) {
    return errorResultOf(error);
  }
}

export interface HealingFormInputs {
  ruleset: RulesetId;
  hp: number;
  maxHp: number;
  amount: number;
}

export function computeHealing(inputs: HealingFormInputs): ({ ok: true } & HealingResult) | ErrorResult {
  try {
    return {
      ok: true,
      ...applyHealing({ hp: inputs.hp, maxHp: inputs.maxHp }, inputs.amount, getRuleset(inputs.ruleset)),
    };
  } catch (error) {
    return errorResultOf(error);
  }
}

/** How new Temporary Hit Points meet old ones (TemporaryHitPointsDontStack): keep the higher, keep or replace. */
export const TEMP_CHOICES = [
  'higher',
  'keep',
  'replace',
] as const satisfies readonly TemporaryHitPointsChoice[];
export type TempChoice = (typeof TEMP_CHOICES)[number];

export interface TemporaryFormInputs {
  ruleset: RulesetId;
  current: number;
  incoming: number;
  choice: TempChoice;
}

export function computeTemporaryHitPoints(
  inputs: TemporaryFormInputs,
): { ok: true; temp: number; steps: DamageStep[] } | ErrorResult {
  try {
    const gained = gainTemporaryHitPoints(
      inputs.current,
      inputs.incoming,
      inputs.choice,
      getRuleset(inputs.ruleset),
    );
    return { ok: true, ...gained };
  } catch (error) {
    return errorResultOf(error);
  }
}

/** A whole number with the typographic minus (U+2212) the rules print. */
export function formatSignedInteger(intlLocale: string, value: number): string {
  const digits = formatInteger(intlLocale, Math.abs(value));
  return value < 0 ? `\u2212${digits}` : digits;
}

/**
 * One receipt step in the reader's language: damage types and stacking kinds are translated
 * (calc.damageType.*, calc.stacking.*), an adjustment is signed, numbers use the locale's digits.
 */
export function describeStep(step: DamageStep, messages: Record<string, string>, intlLocale: string): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.params)) {
    if (name === 'type') params[name] = translate(messages, `calc.damageType.${value}`);
    else if (name === 'kind') params[name] = translate(messages, `calc.stacking.${value}`);
    else if (typeof value !== 'number') params[name] = String(value);
    else if (name === 'by') params[name] = formatModifier(intlLocale, value);
    else if (name === 'factor') params[name] = formatDecimal(intlLocale, value, 4);
    else params[name] = formatSignedInteger(intlLocale, value);
  }
  return translate(messages, step.code, params);
}

/** Hit point limits of the form (the core's DAMAGE_LIMITS), for hints. */
export const HIT_POINT_MAX = DAMAGE_LIMITS.maxHitPoints;
