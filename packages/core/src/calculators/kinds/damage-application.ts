import { ABILITY_SCORE_LIMITS } from '../../rules/ability-modifier.ts';
import { applyDamage, type DamageResult } from '../../rules/damage-application.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import type { DamageStep } from '../../rules/damage-steps.ts';
import { applyHealing, gainTemporaryHitPoints, type HealingResult } from '../../rules/hit-points.ts';
import { LEVEL_LIMITS } from '../../rules/proficiency-bonus.ts';
import { getRuleset } from '../../rulesets/index.ts';
import type { RulesetId } from '../../rulesets/types.ts';
import { choice, choices, defineCalculator, flag, int } from '../define-calculator.ts';
import { damageParts } from '../text-params.ts';

export const APPLICATION_MODES = ['damage', 'heal', 'temp'] as const;
export const CREATURE_KINDS = ['character', 'monster'] as const;
export const TEMP_CHOICES = ['higher', 'keep', 'replace'] as const;
export const DAMAGE_TYPE_CHOICES = [...DAMAGE_TYPES, 'all'] as const;

/** What a ruleset lets the form ask for (read from the ruleset's data, not from its name). */
export function damageRulesetFeatures(id: RulesetId): {
  temporaryHitPoints: boolean;
  immunity: boolean;
  negativeHitPoints: boolean;
  deathSaveFailures: boolean;
} {
  const ruleset = getRuleset(id);
  return {
    temporaryHitPoints: ruleset.temporaryHitPoints.enabled,
    immunity: ruleset.resistanceAndVulnerability.immunity,
    negativeHitPoints: ruleset.lowestHitPoints.kind === 'negative',
    deathSaveFailures: ruleset.dying.kind === 'death-saving-throw',
  };
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

export type DamageApplicationResult =
  | { mode: 'damage'; result: DamageResult; status: DamageStatus }
  | ({ mode: 'heal' } & HealingResult)
  | { mode: 'temp'; temp: number; steps: DamageStep[] };

const HP = DAMAGE_LIMITS.maxHitPoints;

/** The hit's damage by type, as rolled (`7:slashing;4:fire`): the damage mode's parts. */
const PARTS = damageParts('parts', 'rolled', [{ amount: 7, type: 'slashing' }]);
const SRD_ONLY = { rulesets: ['srd-5.2'] } as const;
const PLAYTEST_ONLY = { rulesets: ['playtest'] } as const;

/**
 * Rule OrderofApplication (with DamageandHealing, DamageTypes, ResistanceandVulnerability, Immunity,
 * LoseTemporaryHitPointsFirst, InstantDeath, DeathSavingThrows, KnockingOutaCreature, Healing,
 * TemporaryHitPointsDontStack): damage in typed parts, healing or temporary hit points, with every
 * step. A parameter a ruleset has no rule for is refused in its directive, ignored by compute.
 */
export const damageApplicationCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'damage-application',
  ruleId: 'OrderofApplication',
  params: [
    choice('mode', APPLICATION_MODES, 'damage'),
    choice('creature', CREATURE_KINDS, 'character'),
    int('hp', { min: -HP, max: HP }, 20),
    int('max-hp', { min: 1, max: HP }, 20),
    int('temp', { min: 0, max: HP }, 0, SRD_ONLY),
    PARTS,
    // Healing (heal) or temporary hit points (temp) received.
    int('amount', { min: 0, max: DAMAGE_LIMITS.maxAmount }, 7),
    choices('resist', DAMAGE_TYPE_CHOICES),
    choices('vulnerable', DAMAGE_TYPE_CHOICES),
    choices('immune', DAMAGE_TYPE_CHOICES, SRD_ONLY),
    int('adjust', { min: -DAMAGE_LIMITS.maxAdjustment, max: DAMAGE_LIMITS.maxAdjustment }, 0),
    flag('saved'),
    flag('critical'),
    flag('knockout'),
    flag('stable'),
    int('failures', { min: 0, max: 2 }, 0, SRD_ONLY),
    choice('temp-choice', TEMP_CHOICES, 'higher', SRD_ONLY),
    int('con', ABILITY_SCORE_LIMITS, 10, PLAYTEST_ONLY),
    int('level', LEVEL_LIMITS, 1, PLAYTEST_ONLY),
  ],
  ranges: (input) => {
    const lowest = damageRulesetFeatures(input.ruleset).negativeHitPoints ? -HP : 0;
    const maxHp = Number.isInteger(input['max-hp']) ? Math.max(1, Math.min(HP, input['max-hp'])) : HP;
    const hp = Number.isInteger(input.hp) ? input.hp : 1;
    if (input.mode === 'temp') return { amount: { min: 0, max: HP } };
    return {
      // Current hit points are at most the maximum: each field names the other as its limit.
      hp: { min: lowest, max: maxHp },
      'max-hp': { min: Math.max(1, Math.min(HP, hp)), max: HP },
    };
  },
  compute: (input, ruleset): DamageApplicationResult => {
    const features = damageRulesetFeatures(ruleset.id);
    if (input.mode === 'heal') {
      return {
        mode: 'heal',
        ...applyHealing({ hp: input.hp, maxHp: input['max-hp'] }, input.amount, ruleset),
      };
    }
    if (input.mode === 'temp') {
      return {
        mode: 'temp',
        ...gainTemporaryHitPoints(input.temp, input.amount, input['temp-choice'], ruleset),
      };
    }
    // Death save failures and stability only mean something for a character at 0 HP or fewer.
    const dying = input.creature === 'character' && input.hp <= 0;
    const result = applyDamage(
      {
        hp: input.hp,
        maxHp: input['max-hp'],
        temp: features.temporaryHitPoints ? input.temp : 0,
        deathSaveFailures: features.deathSaveFailures && dying ? input.failures : 0,
        stable: dying && input.stable,
        creature: input.creature,
        ...(features.negativeHitPoints ? { conScore: input.con, level: input.level } : {}),
      },
      {
        parts: input.parts,
        resist: input.resist,
        vulnerable: input.vulnerable,
        immune: features.immunity ? input.immune : [],
        // A successful save halves each part first (it is "half the damage that would be dealt on
        // a failed save"), then the flat adjustment (the hit's total), then Resistance and Vulnerability.
        adjustments: [
          ...(input.saved ? (['save-half'] as const) : []),
          ...(input.adjust === 0 ? [] : [input.adjust]),
        ],
        critical: input.critical,
        knockOut: input.knockout,
      },
      ruleset,
    );
    return { mode: 'damage', result, status: damageStatus(result) };
  },
});

/**
 * The parameters that describe one hit rather than its target: the damage parts, the save for
 * half, a Critical Hit and knocking out. A next hit starts them afresh (a saved Fireball does not
 * make the next sword blow half damage); the target's hit points, defenses and adjustment carry on.
 */
export const PER_HIT_PARAMS = ['parts', 'saved', 'critical', 'knockout'] as const;

/** Where a hit left its target, as the damage calculator's parameters for the next hit. */
export interface NextHitParams {
  hp: number;
  temp: number;
  failures: number;
  stable: boolean;
}

/** The next hit's start from this one's result (ruleId DamageandHealing); null when it killed. */
export function nextHitParams(result: DamageResult): NextHitParams | null {
  if (result.dead) return null;
  return {
    hp: result.hp,
    temp: result.temp,
    failures: Math.min(result.deathSaveFailures, 2),
    stable: result.stable,
  };
}
