import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, requireNumber, requireOption } from '../validate.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from './damage-limits.ts';
import type { DamagePart } from './damage-part.ts';
import type { DamageStep } from './damage-steps.ts';
import { isBloodied } from './hit-points.ts';
import { playtestDeathThreshold } from './playtest-death-threshold.ts';
import { halfDamage } from './save-half.ts';

/**
 * A flat bonus or penalty (+3, -5), a multiplier ({ multiply: 2 }), or the halving of a
 * successful save ('save-half': half, round down; ruleId HalfDamage), applied before Resistance.
 */
export type DamageAdjustment = number | { multiply: number } | 'save-half';

export type DamageTypeList = readonly (DamageType | 'all')[];

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

/** A creature's defenses: Resistance, Vulnerability and Immunity by damage type (or `all`). */
export interface DamageDefenses {
  resist?: DamageTypeList;
  vulnerable?: DamageTypeList;
  immune?: DamageTypeList;
}

/** One amount of one damage type against a creature's defenses (what `modifyDamage` adjusts). */
export interface PartDamageInput extends DamagePart<number>, DamageDefenses {
  adjustments?: readonly DamageAdjustment[];
}

export interface DamageInput extends DamageDefenses {
  /**
   * The hit's damage by type (1 to DAMAGE_LIMITS.maxParts parts, each type at most once):
   * `[{ amount: 7, type: 'slashing' }, { amount: 4, type: 'fire' }]`.
   */
  parts: readonly DamagePart<number>[];
  /**
   * Adjustments of the hit, applied before Resistance: a multiplier and 'save-half' apply to each
   * part; a flat bonus or penalty applies once, to the first part (see `partAdjustments`).
   */
  adjustments?: readonly DamageAdjustment[];
  /** The damage is from a Critical Hit (two Death Saving Throw failures at 0 HP). */
  critical?: boolean;
  /** A melee attack whose attacker chooses to knock the target out instead of killing it. */
  knockOut?: boolean;
}

/** What one part came to after its adjustments and the target's defenses. */
export interface PartDamageResult extends DamagePart<number> {
  taken: number;
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

function checkTypes(field: string, list: DamageTypeList | undefined): ReadonlySet<DamageType | 'all'> {
  const set = new Set<DamageType | 'all'>();
  for (const t of list ?? []) set.add(requireOption(field, t, [...DAMAGE_TYPES, 'all'] as const));
  return set;
}

function affects(set: ReadonlySet<DamageType | 'all'>, type: DamageType): number {
  return (set.has('all') ? 1 : 0) + (set.has(type) ? 1 : 0);
}

/**
 * Modify one amount of one damage type (ruleIds ResistanceandVulnerability, NoStacking, OrderofApplication,
 * Immunity; seed 002 lines 731-747): Immunity means no damage; otherwise adjustments (bonuses,
 * penalties, multipliers) first, then Resistance (halve, round down), then Vulnerability
 * (double). Several instances of Resistance or Vulnerability count as one. Never below 0.
 */
export function modifyDamage(
  input: PartDamageInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): { taken: number; steps: DamageStep[] } {
  const amount = requireInteger('amount', input.amount, 0, DAMAGE_LIMITS.maxAmount);
  const type = requireOption('type', input.type, DAMAGE_TYPES);
  const resist = checkTypes('resist', input.resist);
  const vulnerable = checkTypes('vulnerable', input.vulnerable);
  const immune = checkTypes('immune', input.immune);
  const rules = ruleset.resistanceAndVulnerability;
  const steps: DamageStep[] = [{ code: 'damage.step.base', params: { amount, type } }];

  if (affects(immune, type) > 0) {
    if (!rules.immunity) {
      throw new RuleInputError('rules.ruleset.unsupported', { feature: 'immunity', ruleset: ruleset.id });
    }
    steps.push({ code: 'damage.step.immune', params: { type, before: amount, after: 0 } });
    return { taken: 0, steps };
  }

  let value = amount;
  for (const adjustment of input.adjustments ?? []) {
    if (adjustment === 'save-half') {
      const after = halfDamage(value);
      steps.push({ code: 'damage.step.save-half', params: { before: value, after } });
      value = after;
    } else if (typeof adjustment === 'number') {
      const by = requireInteger(
        'adjust',
        adjustment,
        -DAMAGE_LIMITS.maxAdjustment,
        DAMAGE_LIMITS.maxAdjustment,
      );
      const after = value + by;
      steps.push({ code: 'damage.step.adjust', params: { by, before: value, after } });
      value = after;
    } else {
      const factor = requireNumber('multiply', adjustment.multiply);
      if (factor < 0 || factor > DAMAGE_LIMITS.maxMultiplier) {
        throw new RuleInputError('rules.input.out-of-range', {
          field: 'multiply',
          min: 0,
          max: DAMAGE_LIMITS.maxMultiplier,
          actual: factor,
        });
      }
      const after = Math.floor(value * factor);
      steps.push({ code: 'damage.step.multiply', params: { factor, before: value, after } });
      value = after;
    }
  }
  if (value < 0) {
    steps.push({ code: 'damage.step.floor-zero', params: { before: value, after: 0 } });
    value = 0;
  }

  const resistances = affects(resist, type);
  if (resistances > 0) {
    const after = Math.floor(value / rules.resistanceDivisor);
    steps.push({ code: 'damage.step.resistance', params: { type, before: value, after } });
    if (resistances > 1)
      steps.push({ code: 'damage.step.no-stacking', params: { kind: 'resistance', instances: resistances } });
    value = after;
  }
  const vulnerabilities = affects(vulnerable, type);
  if (vulnerabilities > 0) {
    const after = value * rules.vulnerabilityMultiplier;
    steps.push({ code: 'damage.step.vulnerability', params: { type, before: value, after } });
    if (vulnerabilities > 1) {
      steps.push({
        code: 'damage.step.no-stacking',
        params: { kind: 'vulnerability', instances: vulnerabilities },
      });
    }
    value = after;
  }
  return { taken: value, steps };
}

/**
 * The adjustments one part of a hit receives (ruleId OrderofApplication: "adjustments such as
 * bonuses, penalties, or multipliers are applied first"). A multiplier, and the halving of a
 * successful save (ruleId HalfDamage), scale the whole hit, so they apply to every part; a flat
 * bonus or penalty is one amount for the hit, so it applies once, to the first part (the reader
 * lists the part it belongs to first: a weapon's own damage type).
 */
export function partAdjustments(
  adjustments: readonly DamageAdjustment[],
  index: number,
): readonly DamageAdjustment[] {
  return index === 0 ? adjustments : adjustments.filter((a) => typeof a !== 'number');
}

/**
 * Modify every part of a hit (ruleIds DamageTypes, ResistanceandVulnerability, Immunity,
 * OrderofApplication, HalfDamage). Resistance, Vulnerability and Immunity are per damage type
 * ("damage of that type is halved against you"), so each part meets the defenses of its own type:
 * each part is adjusted (a successful save halves each part, round down per part), halved for
 * Resistance (round down per part), doubled for Vulnerability, or 0 for Immunity; the hit's damage
 * is the sum. 2d6 slashing (7) + 1d6 fire (4) against Resistance to Fire: 7 + 2 = 9. A type may
 * appear once (two parts of one type are one amount of that type: add them).
 */
export function modifyDamageParts(
  input: DamageInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): { taken: number; parts: PartDamageResult[]; steps: DamageStep[] } {
  if (!Array.isArray(input.parts)) throw new RuleInputError('rules.input.missing', { field: 'parts' });
  requireInteger('parts', input.parts.length, 1, DAMAGE_LIMITS.maxParts);
  const seen = new Set<string>();
  for (const part of input.parts) {
    if (seen.has(part.type)) throw new RuleInputError('rules.input.duplicate', { field: 'parts' });
    seen.add(part.type);
  }
  const steps: DamageStep[] = [];
  const parts = input.parts.map((part, index): PartDamageResult => {
    const modified = modifyDamage(
      {
        amount: part.amount,
        type: part.type,
        resist: input.resist,
        vulnerable: input.vulnerable,
        immune: input.immune,
        adjustments: partAdjustments(input.adjustments ?? [], index),
      },
      ruleset,
    );
    steps.push(...modified.steps);
    return { amount: part.amount, type: part.type, taken: modified.taken };
  });
  const taken = parts.reduce((sum, part) => sum + part.taken, 0);
  if (parts.length > 1)
    steps.push({ code: 'damage.step.parts-total', params: { parts: parts.length, total: taken } });
  return { taken, parts, steps };
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
  if (temp > 0 && !ruleset.temporaryHitPoints.enabled) {
    throw new RuleInputError('rules.ruleset.unsupported', {
      feature: 'temporary-hit-points',
      ruleset: ruleset.id,
    });
  }
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
    steps.push({ code: 'damage.step.death-save-failure', params: { added: add, failures } });
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
