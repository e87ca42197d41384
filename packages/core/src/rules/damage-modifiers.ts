import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireDistinct, requireInteger, requireNumber, requireOption, requireWithin } from '../validate.ts';
import {
  type CreatureDefenses,
  checkReduction,
  defendValueAbsorbing,
  isImmuneTo,
  type ResolvedDefenses,
  resolveDefenses,
} from './damage-defenses.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from './damage-limits.ts';
import type { DamagePart } from './damage-part.ts';
import type { DamageStep } from './damage-steps.ts';
import { halfDamage } from './save-half.ts';

/*
 * How a hit's damage is modified before it meets a creature's hit points: adjustments, Resistance,
 * Vulnerability and Immunity, per damage type. Apart from applyDamage (damage-application.ts) so
 * that the multi-target save loads only these rules, not hit points, healing or death.
 */

/**
 * A flat bonus or penalty (+3, -5), a multiplier ({ multiply: 2 }), or the halving of a
 * successful save ('save-half': half, round down; ruleId HalfDamage), applied before Resistance.
 */
export type DamageAdjustment = number | { multiply: number } | 'save-half';

/** A creature's defenses (damage-defenses.ts) and the roll of a reducing condition's dice (Intoxicated's d6). */
export interface DamageDefenses extends CreatureDefenses {
  /** Required when a reducing condition applies. */
  reduction?: number;
}

/** One amount of one damage type against a creature's defenses (what `modifyDamage` adjusts). */
export interface PartDamageInput extends DamagePart<number>, DamageDefenses {
  adjustments?: readonly DamageAdjustment[];
}

export interface DamageInput extends DamageDefenses {
  /** The hit's damage by type (1 to DAMAGE_LIMITS.maxParts parts, each type at most once). */
  parts: readonly DamagePart<number>[];
  /** Applied before Resistance: a multiplier and 'save-half' to each part, a flat one to the total (applyFlat). */
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
  const defenses = resolveDefenses(input, ruleset);
  const steps: DamageStep[] = [{ code: 'damage.step.base', params: { amount, type } }];

  if (isImmuneTo(defenses, type)) {
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
      const by = checkFlat(adjustment);
      const after = value + by;
      steps.push({ code: 'damage.step.adjust', params: { by, before: value, after } });
      value = after;
    } else {
      const factor = checkFactor(adjustment.multiply);
      const after = Math.floor(value * factor);
      steps.push({ code: 'damage.step.multiply', params: { factor, before: value, after } });
      value = after;
    }
  }
  if (value < 0) {
    steps.push({ code: 'damage.step.floor-zero', params: { before: value, after: 0 } });
    value = 0;
  }

  const reduction = checkReduction(defenses, input.reduction);
  value = defendValueAbsorbing(value, type, defenses, ruleset, reduction, steps).value;
  return { taken: value, steps };
}

/**
 * The adjustments one part of a hit receives when it is modified alone (ruleIds OrderofApplication,
 * HalfDamage): a multiplier and a save's halving scale every part; a flat bonus or penalty is one
 * amount for the hit, so only the first part gets it (`modifyDamageParts` carries it over instead).
 */
export function partAdjustments(
  adjustments: readonly DamageAdjustment[],
  index: number,
): readonly DamageAdjustment[] {
  return index === 0 ? adjustments : adjustments.filter((a) => typeof a !== 'number');
}

interface PartState {
  amount: number;
  type: DamageType;
  value: number;
  immune: boolean;
  steps: DamageStep[];
}

function checkFlat(adjustment: number): number {
  return requireInteger('adjust', adjustment, -DAMAGE_LIMITS.maxAdjustment, DAMAGE_LIMITS.maxAdjustment);
}

function checkFactor(multiply: number): number {
  return requireWithin('multiply', requireNumber('multiply', multiply), 0, DAMAGE_LIMITS.maxMultiplier);
}

/**
 * A flat bonus or penalty applied to the hit's total (ruleId OrderofApplication: "a magical aura
 * that reduces all damage by 5"). A bonus goes to the first part a target is not immune to. A
 * penalty comes off the parts in the order given: each part goes down to 0 at most and the rest
 * carries on to the next part (3 slashing + 20 fire, -5: 0 + 18 = 18, as the total 23 - 5 would
 * give); what is left once every part is 0 is the hit's shortfall (`debt`, shown as "damage can't
 * go below 0"), paid back first by a later bonus. Immune parts take no share: they come to 0.
 */
function applyFlat(states: PartState[], by: number, debt: number): number {
  const open = states.filter((state) => !state.immune);
  if (open.length === 0) return debt;
  if (by >= 0) {
    const first = open[0] as PartState;
    if (debt < 0) {
      // The hit's shortfall is paid back first: -5 then +3 on 3 damage is 3 - 5 + 3 = 1.
      const after = debt + by;
      first.steps.push({ code: 'damage.step.adjust', params: { by, before: debt, after } });
      if (after <= 0) return after;
      first.value += after;
      return 0;
    }
    const after = first.value + by;
    first.steps.push({ code: 'damage.step.adjust', params: { by, before: first.value, after } });
    first.value = after;
    return 0;
  }
  let left = -by;
  let carried = false;
  for (const state of open) {
    if (left === 0) break;
    const take = Math.min(left, state.value);
    if (take === 0 && carried) continue;
    const after = state.value - take;
    state.steps.push(
      carried
        ? { code: 'damage.step.adjust-carried', params: { by: -left, before: state.value, after } }
        : { code: 'damage.step.adjust', params: { by, before: state.value, after } },
    );
    state.value = after;
    left -= take;
    carried = true;
  }
  return debt - left;
}

/**
 * Modify every part of a hit (ruleIds DamageTypes, ResistanceandVulnerability, Immunity,
 * OrderofApplication, HalfDamage). Defenses are per damage type, so each part meets its own, each
 * rounded down on its own; the hit's damage is the sum (7 slashing + 4 fire against Resistance to
 * Fire: 7 + 2 = 9). A flat bonus or penalty is one amount for the hit (`applyFlat`). A type may
 * appear once (two parts of one type are one amount of that type: add them).
 */
export function modifyDamageParts(
  input: DamageInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): { taken: number; parts: PartDamageResult[]; steps: DamageStep[] } {
  if (!Array.isArray(input.parts)) throw new RuleInputError('rules.input.missing', { field: 'parts' });
  requireInteger('parts', input.parts.length, 1, DAMAGE_LIMITS.maxParts);
  requireDistinct('parts', input.parts, (part) => part.type);
  const defenses: ResolvedDefenses = resolveDefenses(input, ruleset);
  const states = input.parts.map((part): PartState => {
    const amount = requireInteger('amount', part.amount, 0, DAMAGE_LIMITS.maxAmount);
    const type = requireOption('type', part.type, DAMAGE_TYPES);
    const steps: DamageStep[] = [{ code: 'damage.step.base', params: { amount, type } }];
    const isImmune = isImmuneTo(defenses, type);
    if (isImmune) {
      steps.push({ code: 'damage.step.immune', params: { type, before: amount, after: 0 } });
    }
    return { amount, type, value: isImmune ? 0 : amount, immune: isImmune, steps };
  });
  // Adjustments first (OrderofApplication), in the order given, over the whole hit.
  let debt = 0;
  for (const adjustment of input.adjustments ?? []) {
    if (typeof adjustment === 'number') {
      debt = applyFlat(states, checkFlat(adjustment), debt);
      continue;
    }
    const factor = adjustment === 'save-half' ? undefined : checkFactor(adjustment.multiply);
    const scale = (value: number) => (factor === undefined ? halfDamage(value) : Math.floor(value * factor));
    for (const state of states) {
      if (state.immune) continue;
      const after = scale(state.value);
      state.steps.push(
        factor === undefined
          ? { code: 'damage.step.save-half', params: { before: state.value, after } }
          : { code: 'damage.step.multiply', params: { factor, before: state.value, after } },
      );
      state.value = after;
    }
    debt = scale(debt);
  }
  const steps: DamageStep[] = [];
  // A reducing condition's roll (Intoxicated: 1d6) comes off the hit once: what one part cannot
  // absorb carries on to the next.
  let reductionLeft = checkReduction(defenses, input.reduction);
  const parts = states.map((state, index): PartDamageResult => {
    const last = index === states.length - 1;
    if (last && debt < 0) {
      // The penalty was larger than the whole hit: the hit comes to 0, not less.
      state.steps.push({ code: 'damage.step.floor-zero', params: { before: debt, after: 0 } });
    }
    let taken = 0;
    if (!state.immune) {
      const defended = defendValueAbsorbing(
        state.value,
        state.type,
        defenses,
        ruleset,
        reductionLeft,
        state.steps,
      );
      reductionLeft -= defended.absorbed;
      taken = defended.value;
    }
    steps.push(...state.steps);
    return { amount: state.amount, type: state.type, taken };
  });
  const taken = parts.reduce((sum, part) => sum + part.taken, 0);
  if (parts.length > 1)
    steps.push({ code: 'damage.step.parts-total', params: { parts: parts.length, total: taken } });
  return { taken, parts, steps };
}
