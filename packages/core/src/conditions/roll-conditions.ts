import { type BonusDie, formatBonusDice } from '../rules/bonus-dice.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { type RollMode, rollMode } from '../rules/d20-test.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { EXHAUSTION, TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';
import { requireInteger, requireOption } from '../validate.ts';
import { conditionRulesFor } from './condition-rules.ts';
import {
  type AttackDistance,
  CONDITION_ROLL_KINDS,
  type ConditionCause,
  type ConditionEffect,
  type ConditionId,
  type ConditionRollKind,
  type ConditionTermId,
  EXHAUSTION_TERM,
  JUDGEMENTS,
  type Judgement,
  type RollSelector,
} from './condition-types.ts';

/** One roll and everything around it that conditions and other effects change. */
export interface RollConditionsInput {
  /** The roll the `roller` makes. */
  readonly roll: ConditionRollKind;
  /** The ability of a saving throw or an ability check (Initiative: Dexterity in SRD 5.2). */
  readonly ability?: Ability;
  /** The creature that rolls: its conditions and Exhaustion level (0-6). */
  readonly roller?: { readonly conditions?: readonly ConditionId[]; readonly exhaustion?: number };
  /** Attack rolls only: the creature attacked and its conditions. */
  readonly target?: { readonly conditions?: readonly ConditionId[] };
  /** Attack rolls: the attacker is within 5 feet of the target (undefined: not known). */
  readonly within5Feet?: boolean;
  /** Other sources of Advantage and Disadvantage (a spell, Help, surprise...): how many. */
  readonly advantage?: number;
  readonly disadvantage?: number;
  /** Dice added to or taken from the roll (Bless +1d4, Bane −1d4). */
  readonly bonusDice?: readonly BonusDie[];
  /** Circumstances the table says hold (Frightened: the source of fear is in sight). */
  readonly judged?: readonly Judgement[];
}

/** One effect that changed the roll (or was left to the table), and the reason in words. */
export interface AppliedEffect {
  readonly effect: ConditionEffect;
  /** Whose condition: the roller's own or the attacked target's. */
  readonly side: 'roller' | 'target';
  /** The condition that gave this one (Paralyzed for its Incapacitated), if any. */
  readonly via?: ConditionId;
  readonly cause: ConditionCause;
}

/** What conditions and the other sources do to one roll, each with the condition that caused it. */
export interface RollConditionsResult {
  readonly roll: ConditionRollKind;
  /** Advantage, Disadvantage or neither, after "they cancel" (TheyDontStack). */
  readonly mode: RollMode;
  /** Sources counted, conditions and others together. */
  readonly advantage: number;
  readonly disadvantage: number;
  /** Added to the roll (Exhaustion: −2 × level; Playtest Prone: −2 on attack rolls). */
  readonly modifier: number;
  readonly bonusDice: readonly BonusDie[];
  /** The roll fails whatever the dice show. */
  readonly autoFail: boolean;
  /** Attack rolls: every hit is a Critical Hit. */
  readonly criticalOnHit: boolean;
  /** Every effect that changed the roll. */
  readonly applied: readonly AppliedEffect[];
  /** Effects that need the table's judgement and were not applied (or were taken off by it). */
  readonly judgement: readonly AppliedEffect[];
  /** Conditions the ruleset has no rule for (the Playtest has no Poisoned). */
  readonly absent: readonly ConditionCause[];
  /** Every reason, in order, for a result to print ("Disadvantage: Poisoned"). */
  readonly causes: readonly ConditionCause[];
}

const CAUSE = 'conditions.cause';

/** A condition and the ones it implies (Unconscious: Incapacitated and Prone), each once. */
export function withImplied(
  conditions: readonly ConditionId[],
  effectsOf: (id: ConditionTermId) => readonly ConditionEffect[],
): Array<{ condition: ConditionId; via?: ConditionId }> {
  const out: Array<{ condition: ConditionId; via?: ConditionId }> = [];
  const seen = new Set<ConditionId>();
  for (const id of conditions) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ condition: id });
  }
  // Conditions don't stack (ConditionsDontStack): an implied one the creature has anyway counts once.
  for (const id of conditions) {
    for (const effect of effectsOf(id)) {
      if (effect.kind !== 'implies' || seen.has(effect.implied)) continue;
      seen.add(effect.implied);
      out.push({ condition: effect.implied, via: id });
    }
  }
  return out;
}

/** Does the selector pick the roller's own roll? */
function picksOwn(
  on: RollSelector,
  roll: ConditionRollKind,
  ability: Ability | undefined,
  initiativeIsCheck: boolean,
): boolean {
  if (on.roll === 'd20-test') return true;
  if (on.roll === 'attack-against') return false;
  if (on.roll === roll) {
    if ((on.roll === 'check' || on.roll === 'save') && on.abilities) {
      return ability !== undefined && on.abilities.includes(ability);
    }
    return true;
  }
  // Initiative is a Dexterity check in SRD 5.2: what changes checks changes it.
  if (roll === 'initiative' && on.roll === 'check' && initiativeIsCheck) {
    return !on.abilities || on.abilities.includes('dexterity');
  }
  return false;
}

function causeParams(effect: ConditionEffect, via: ConditionId | undefined) {
  return {
    condition: effect.condition,
    ...(via ? { via } : {}),
    ruleId: effect.source.ruleId,
    effect: effect.id,
  };
}

/**
 * THE function that decides what conditions do to a roll (issue 43): the roller's conditions and
 * Exhaustion on its own D20 Test, the target's conditions on an attack roll against it (from
 * within 5 feet or beyond), other sources of Advantage and Disadvantage and dice bonuses; returns
 * the roll mode after "they cancel" (ruleId TheyDontStack), the modifier, automatic failure and
 * Critical Hits on a hit, each with the condition that caused it. Effects that need the table's
 * judgement are returned apart, applied only when `judged` says so. The D20 Test, attack, save
 * for half, Concentration, death save and Initiative code all ask this function.
 */
export function rollConditions(
  input: RollConditionsInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): RollConditionsResult {
  const roll = requireOption('roll', input.roll, CONDITION_ROLL_KINDS);
  const rules = conditionRulesFor(ruleset);
  let ability = input.ability === undefined ? undefined : requireOption('ability', input.ability, ABILITIES);
  if (roll === 'initiative' && rules.initiative.isDexterityCheck) ability = 'dexterity';
  const exhaustion = requireInteger('exhaustion', input.roller?.exhaustion ?? 0, 0, EXHAUSTION.deathAt);
  const own = (input.roller?.conditions ?? []).map((c) => requireOption('condition', c, TRACKER_CONDITIONS));
  const against = (input.target?.conditions ?? []).map((c) =>
    requireOption('condition', c, TRACKER_CONDITIONS),
  );
  const judged = new Set((input.judged ?? []).map((j) => requireOption('judged', j, JUDGEMENTS)));
  const otherAdvantage = requireInteger('advantage', input.advantage ?? 0, 0, D20_LIMITS.sources.max);
  const otherDisadvantage = requireInteger(
    'disadvantage',
    input.disadvantage ?? 0,
    0,
    D20_LIMITS.sources.max,
  );
  const distance: AttackDistance | undefined =
    input.within5Feet === undefined ? undefined : input.within5Feet ? 'within-5-feet' : 'beyond-5-feet';

  const effectsOf = (id: ConditionTermId): readonly ConditionEffect[] => {
    const entry = rules.conditions[id];
    return entry.status === 'rule' ? entry.effects : [];
  };

  const applied: AppliedEffect[] = [];
  const judgement: AppliedEffect[] = [];
  const absent: ConditionCause[] = [];
  const causes: ConditionCause[] = [];
  let advantage = otherAdvantage;
  let disadvantage = otherDisadvantage;
  let modifier = 0;
  let autoFail = false;
  let criticalOnHit = false;

  const consider = (
    effect: ConditionEffect,
    side: 'roller' | 'target',
    via: ConditionId | undefined,
    level: number,
  ) => {
    const params = causeParams(effect, via);
    if (effect.judgement) {
      const holds = judged.has(effect.judgement.judgement);
      const applies = effect.judgement.applies === 'if' ? holds : !holds;
      if (!applies) {
        const cause = {
          code: `${CAUSE}.judgement`,
          params: { ...params, kind: effect.kind, judgement: effect.judgement.judgement },
        };
        judgement.push({ effect, side, ...(via ? { via } : {}), cause });
        return;
      }
    }
    let cause: ConditionCause;
    switch (effect.kind) {
      case 'advantage':
        advantage += 1;
        cause = { code: `${CAUSE}.advantage`, params };
        break;
      case 'disadvantage':
        disadvantage += 1;
        cause = { code: `${CAUSE}.disadvantage`, params };
        break;
      case 'auto-fail':
        autoFail = true;
        cause = { code: `${CAUSE}.auto-fail`, params };
        break;
      case 'critical-hit':
        criticalOnHit = true;
        cause = { code: `${CAUSE}.critical-within-5-feet`, params };
        break;
      case 'modifier': {
        const amount = effect.amount + effect.perLevel * level;
        modifier += amount;
        cause =
          effect.perLevel !== 0
            ? { code: `${CAUSE}.exhaustion`, params: { ...params, amount, level } }
            : { code: `${CAUSE}.modifier`, params: { ...params, amount } };
        break;
      }
      default:
        return;
    }
    applied.push({ effect, side, ...(via ? { via } : {}), cause });
    causes.push(cause);
  };

  // The roller's own conditions on its own roll.
  for (const { condition, via } of withImplied(own, effectsOf)) {
    const entry = rules.conditions[condition];
    if (entry.status === 'absent') {
      absent.push({ code: `${CAUSE}.absent`, params: { condition, ruleset: ruleset.id } });
      continue;
    }
    for (const effect of entry.effects) {
      if (!('on' in effect) || !picksOwn(effect.on, roll, ability, rules.initiative.isDexterityCheck))
        continue;
      consider(effect, 'roller', via, 0);
    }
  }
  if (exhaustion > 0) {
    const entry = rules.conditions[EXHAUSTION_TERM];
    if (entry.status === 'absent') {
      absent.push({ code: `${CAUSE}.absent`, params: { condition: EXHAUSTION_TERM, ruleset: ruleset.id } });
    } else {
      for (const effect of entry.effects) {
        if ('on' in effect && picksOwn(effect.on, roll, ability, rules.initiative.isDexterityCheck)) {
          consider(effect, 'roller', undefined, exhaustion);
        }
      }
    }
  }
  // The target's conditions on an attack roll against it.
  if (roll === 'attack') {
    for (const { condition, via } of withImplied(against, effectsOf)) {
      const entry = rules.conditions[condition];
      if (entry.status === 'absent') {
        absent.push({ code: `${CAUSE}.absent`, params: { condition, ruleset: ruleset.id } });
        continue;
      }
      for (const effect of entry.effects) {
        if (!('on' in effect) || effect.on.roll !== 'attack-against') continue;
        const wanted = effect.on.distance;
        if (wanted !== undefined && distance === undefined) {
          const params = causeParams(effect, via);
          judgement.push({
            effect,
            side: 'target',
            ...(via ? { via } : {}),
            cause: {
              code: `${CAUSE}.judgement`,
              params: { ...params, kind: effect.kind, judgement: 'distance' },
            },
          });
          continue;
        }
        if (wanted !== undefined && wanted !== distance) continue;
        consider(effect, 'target', via, 0);
      }
    }
  }

  if (otherAdvantage > 0)
    causes.push({ code: `${CAUSE}.other-advantage`, params: { count: otherAdvantage } });
  if (otherDisadvantage > 0) {
    causes.push({ code: `${CAUSE}.other-disadvantage`, params: { count: otherDisadvantage } });
  }
  const dice = input.bonusDice ?? [];
  if (dice.length > 0) causes.push({ code: `${CAUSE}.bonus-dice`, params: { dice: formatBonusDice(dice) } });
  const cap = D20_LIMITS.sources.max;
  const mode = rollMode(Math.min(advantage, cap), Math.min(disadvantage, cap));
  if (advantage > 0 && disadvantage > 0) causes.push({ code: `${CAUSE}.cancel`, params: {} });
  return {
    roll,
    mode,
    advantage,
    disadvantage,
    modifier,
    bonusDice: dice,
    autoFail,
    criticalOnHit,
    applied,
    judgement,
    absent,
    causes: [...causes, ...absent],
  };
}
