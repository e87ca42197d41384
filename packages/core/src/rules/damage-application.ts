import { RuleInputError, unsupportedBy } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, requireOption } from '../validate.ts';
import { DAMAGE_LIMITS } from './damage-limits.ts';
import { type DamageInput, modifyDamageParts, type PartDamageResult } from './damage-modifiers.ts';
import type { DamageStep } from './damage-steps.ts';
import { isBloodied } from './hit-points.ts';
import { playtestDeathThreshold } from './playtest-death-threshold.ts';

export {
  type DamageAdjustment,
  type DamageDefenses,
  type DamageInput,
  modifyDamage,
  modifyDamageParts,
  type PartDamageInput,
  type PartDamageResult,
  partAdjustments,
} from './damage-modifiers.ts';

export interface DamageTarget {
  hp: number;
  maxHp: number;
  /** Temporary hit points (srd-5.2 only). */
  temp?: number;
  /** Death Saving Throw failures already suffered (0-2, srd-5.2). */
  deathSaveFailures?: number;
  /** A Stable creature at 0 HP. */
  stable?: boolean;
  /** Monsters die at 0 HP (ruleId InstantDeath); characters fall Unconscious. */
  creature?: 'character' | 'monster';
  /** Playtest: Constitution score and level set the death threshold -(Con + level). */
  conScore?: number;
  level?: number;
}

export interface DamageResult {
  hp: number;
  temp: number;
  /** Damage after adjustments, Resistance, Vulnerability and Immunity (before temporary HP). */
  taken: number;
  /** Each part's amount and what it came to (in the order given). */
  parts: PartDamageResult[];
  /** Hit points lost (after temporary HP absorbed their part). */
  hpLost: number;
  dead: boolean;
  unconscious: boolean;
  stable: boolean;
  /** Dying (srd-5.2: at 0 HP making Death Saving Throws; playtest: at 0 or fewer HP). */
  dying: boolean;
  deathSaveFailures: number;
  bloodied: boolean;
  steps: DamageStep[];
}

/**
 * Apply damage to a creature with an audit trail (ruleIds DamageandHealing, HitPoints,
 * OrderofApplication, LoseTemporaryHitPointsFirst, InstantDeath, DeathSavingThrows,
 * KnockingOutaCreature).
 * - srd-5.2: temporary HP absorb first; HP never below 0; dropping to 0 with damage remaining
 *   >= the HP maximum kills (Massive Damage); damage at 0 HP is one Death Saving Throw failure
 *   (two on a Critical Hit) and kills if it equals or exceeds the HP maximum; a knock-out
 *   leaves the target at 1 HP and Unconscious; a monster dies at 0 HP.
 * - playtest: HP may go negative; dying at 0 or fewer; death at -(Constitution score + level);
 *   a nonlethal attack leaves the target at 0 HP and Unconscious (seed 004 lines 1137-1208).
 */
export function applyDamage(
  target: DamageTarget,
  input: DamageInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): DamageResult {
  const maxHp = requireInteger('maxHp', target.maxHp, 1, DAMAGE_LIMITS.maxHitPoints);
  const negativeAllowed = ruleset.lowestHitPoints.kind === 'negative';
  const hp = requireInteger('hp', target.hp, negativeAllowed ? -DAMAGE_LIMITS.maxHitPoints : 0, maxHp);
  const temp = requireInteger('temp', target.temp ?? 0, 0, DAMAGE_LIMITS.maxHitPoints);
  if (temp > 0 && !ruleset.temporaryHitPoints.enabled) throw unsupportedBy(ruleset, 'temporary-hit-points');
  let failures = requireInteger('deathSaveFailures', target.deathSaveFailures ?? 0, 0, 2);
  const creature = requireOption('creature', target.creature ?? 'character', [
    'character',
    'monster',
  ] as const);
  let stable = target.stable === true && hp <= 0;

  const { taken, parts, steps } = modifyDamageParts(input, ruleset);

  const absorbed = Math.min(temp, taken);
  const tempLeft = temp - absorbed;
  if (absorbed > 0) steps.push({ code: 'damage.step.temp-absorbed', params: { absorbed, tempLeft } });
  const remaining = taken - absorbed;

  const result = (fields: Partial<DamageResult> & { hp: number }): DamageResult => {
    const dead = fields.dead ?? false;
    return {
      temp: tempLeft,
      taken,
      parts,
      hpLost: hp - fields.hp,
      dead,
      unconscious: !dead && (fields.unconscious ?? false),
      stable: !dead && (fields.stable ?? false),
      dying: !dead && (fields.dying ?? false),
      deathSaveFailures: fields.deathSaveFailures ?? failures,
      bloodied: !dead && ruleset.bloodied.isGameState && isBloodied(fields.hp, maxHp),
      steps,
      ...fields,
    };
  };

  if (negativeAllowed) return applyPlaytest(target, hp, remaining, input, ruleset, steps, result, stable);

  // srd-5.2
  if (remaining === 0) {
    return result({ hp, unconscious: hp === 0, stable, dying: hp === 0 && !stable });
  }
  if (hp === 0) {
    if (creature === 'monster') {
      steps.push({ code: 'damage.step.monster-dies', params: {} });
      return result({ hp: 0, dead: true });
    }
    if (stable) {
      steps.push({ code: 'damage.step.stable-ended', params: {} });
      stable = false;
    }
    const dying = ruleset.dying;
    if (dying.kind !== 'death-saving-throw') throw new Error('unreachable: srd dying rule');
    if (ruleset.massiveDamage.enabled && remaining >= maxHp) {
      steps.push({ code: 'damage.step.damage-at-zero-kills', params: { damage: remaining, maxHp } });
      return result({ hp: 0, dead: true });
    }
    const add = input.critical ? dying.criticalDamageAtZeroFailures : dying.damageAtZeroFailures;
    failures = Math.min(dying.failuresToDie, failures + add);
    steps.push({ code: 'damage.step.death-save-failure', params: { count: add, failures } });
    if (failures >= dying.failuresToDie) {
      steps.push({ code: 'damage.step.death-saves-exhausted', params: { failures } });
      return result({ hp: 0, dead: true, deathSaveFailures: failures });
    }
    return result({ hp: 0, unconscious: true, dying: true, deathSaveFailures: failures });
  }
  if (remaining < hp) {
    steps.push({ code: 'damage.step.hp-lost', params: { before: hp, after: hp - remaining } });
    return result({ hp: hp - remaining });
  }
  // Drops to 0.
  const leftover = remaining - hp;
  if (input.knockOut) {
    const knockedHp = ruleset.knockOut.hitPoints;
    steps.push({ code: 'damage.step.knocked-out', params: { before: hp, after: knockedHp } });
    return result({ hp: knockedHp, unconscious: true });
  }
  steps.push({ code: 'damage.step.hp-lost', params: { before: hp, after: 0 } });
  if (creature === 'monster') {
    steps.push({ code: 'damage.step.monster-dies', params: {} });
    return result({ hp: 0, dead: true });
  }
  if (ruleset.massiveDamage.enabled && leftover >= maxHp) {
    steps.push({ code: 'damage.step.massive-damage', params: { remaining: leftover, maxHp } });
    return result({ hp: 0, dead: true });
  }
  steps.push({ code: 'damage.step.unconscious', params: { remaining: leftover } });
  return result({ hp: 0, unconscious: true, dying: true, deathSaveFailures: 0 });
}

function applyPlaytest(
  target: DamageTarget,
  hp: number,
  remaining: number,
  input: DamageInput,
  ruleset: Ruleset,
  steps: DamageStep[],
  result: (fields: Partial<DamageResult> & { hp: number }) => DamageResult,
  stable: boolean,
): DamageResult {
  const creature = target.creature ?? 'character';
  const after = hp - remaining;
  if (remaining === 0) return result({ hp, unconscious: hp <= 0, stable, dying: hp <= 0 && !stable });
  if (after > 0) {
    steps.push({ code: 'damage.step.hp-lost', params: { before: hp, after } });
    return result({ hp: after });
  }
  if (input.knockOut && hp > 0) {
    steps.push({
      code: 'damage.step.knocked-out',
      params: { before: hp, after: ruleset.knockOut.hitPoints },
    });
    return result({ hp: ruleset.knockOut.hitPoints, unconscious: true });
  }
  steps.push({ code: 'damage.step.hp-lost', params: { before: hp, after } });
  if (creature === 'monster') {
    steps.push({ code: 'damage.step.monster-dies', params: {} });
    return result({ hp: after, dead: true });
  }
  if (target.conScore === undefined || target.level === undefined) {
    throw new RuleInputError('rules.input.missing', {
      field: target.conScore === undefined ? 'conScore' : 'level',
    });
  }
  const threshold = playtestDeathThreshold(target.conScore, target.level);
  if (after <= threshold) {
    steps.push({ code: 'damage.step.death-threshold', params: { hp: after, threshold } });
    return result({ hp: after, dead: true });
  }
  if (stable) steps.push({ code: 'damage.step.stable-ended', params: {} });
  steps.push({ code: 'damage.step.dying', params: { hp: after, threshold } });
  return result({ hp: after, unconscious: true, dying: true });
}
