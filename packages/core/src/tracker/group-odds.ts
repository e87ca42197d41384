import { parseDice } from '@polyhedral/dice';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { Fraction } from '../fraction.ts';
import { damageDistribution } from '../rules/attack-damage.ts';
import { criticalDamageExpression } from '../rules/critical-damage.ts';
import { defendDistribution, resolveDefenses } from '../rules/damage-defenses.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import { type GroupOutcome, groupOutcome } from '../rules/group-outcome.ts';
import type { RollModeChoice } from '../rules/roll-mode.ts';
import { SAVE_HALF_LIMITS } from '../rules/save-half-input.ts';
import { saveHalfTargets } from '../rules/save-half-targets.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { type AttackDamagePart, attackOddsFor, type TrackerAttack } from './attack-rolls.ts';
import { checkOddsFor, type TrackerCheck } from './check-rolls.ts';
import { countedConditions } from './condition-standing.ts';
import { inAction, type LeftOut, outOfAction } from './out-of-action.ts';
import { saveOddsFor } from './save-odds.ts';
import { saveTargetOf } from './save-target.ts';
import { creatureById, requireCreatureIds } from './tracker-creatures.ts';
import type { TrackerCreature, TrackerState } from './tracker-types.ts';

/** One member's exact chance before the roll, and the damage it is expected to take (with damage). */
export interface GroupMemberOdds {
  readonly creatureId: string;
  /** Its save or check succeeds, or the attack against it hits (a Critical Hit included). */
  readonly success: Fraction;
  /** An attack against it is a Critical Hit (attacks only). */
  readonly critical?: Fraction;
  /** It fails whatever the d20 shows (Paralyzed on a Dexterity save) or cannot make the check. */
  readonly autoFail: boolean;
  readonly expectedDamage?: number;
  readonly causes: readonly ConditionCause[];
}

/** A roll against several creatures, before it is rolled: each member's odds, the group's, the damage. */
export interface GroupOdds extends GroupOutcome {
  readonly members: readonly GroupMemberOdds[];
  readonly expectedDamage?: number;
  /** The attacker cannot act (an attack): no roll is made at all. */
  readonly cannotAct?: ConditionCause;
  /** The creatures named but out of the action (dead, defeated): in no odds, no count (outOfAction). */
  readonly leftOut: readonly LeftOut[];
}

function groupOf(
  members: readonly GroupMemberOdds[],
  damage: boolean,
  leftOut: readonly LeftOut[],
): GroupOdds {
  const expectedDamage = members.reduce((sum, one) => sum + (one.expectedDamage ?? 0), 0);
  return {
    ...groupOutcome(members.map((one) => one.success)),
    members,
    ...(damage ? { expectedDamage } : {}),
    leftOut,
  };
}

/** A saving throw the table asks of several creatures, with damage for a save for half (optional). */
export interface GroupSave {
  readonly ids: readonly string[];
  readonly ability: Ability;
  readonly dc: number;
  /** The damage on a failed save (half on a success), rolled once for all (absent: a plain save). */
  readonly damage?: { readonly dice: string; readonly type: DamageType };
  /** Advantage or Disadvantage from something other than its conditions, by creature ID. */
  readonly modes?: Readonly<Record<string, RollModeChoice>>;
}

/** A save against several creatures before it is rolled (rules text SavingThrows, HalfDamage). */
export function groupSaveOdds(
  state: TrackerState,
  save: GroupSave,
  ruleset: Ruleset = DEFAULT_RULESET,
): GroupOdds {
  requireCreatureIds(save.ids);
  const { living, leftOut } = inAction(state, save.ids);
  const creatures = living.map((id) => creatureById(state, id));
  const members: GroupMemberOdds[] = [];
  if (!save.damage) {
    for (const creature of creatures) {
      const mode = save.modes?.[creature.id] ?? 'normal';
      const odds = saveOddsFor(
        creature,
        {
          ability: save.ability,
          dc: save.dc,
          advantage: mode === 'advantage' ? 1 : 0,
          disadvantage: mode === 'disadvantage' ? 1 : 0,
        },
        ruleset,
      );
      members.push({
        creatureId: creature.id,
        success: odds.exact.success,
        autoFail: odds.conditions.autoFail,
        causes: odds.conditions.causes,
      });
    }
    return groupOf(members, false, leftOut);
  }
  const damage = save.damage;
  for (let from = 0; from < creatures.length; from += SAVE_HALF_LIMITS.maxTargets) {
    const batch = creatures.slice(from, from + SAVE_HALF_LIMITS.maxTargets);
    const odds = saveHalfTargets(
      {
        damage: [{ amount: damage.dice, type: damage.type }],
        dc: save.dc,
        ability: save.ability,
        targets: batch.map((creature) =>
          saveTargetOf(creature, save.modes?.[creature.id] ?? 'normal', save.ability),
        ),
      },
      ruleset,
    );
    batch.forEach((creature, index) => {
      const one = odds.targets[index]!;
      members.push({
        creatureId: creature.id,
        success: one.saveSuccessExact,
        autoFail: one.conditions.applied.some((applied) => applied.effect.kind === 'auto-fail'),
        expectedDamage: one.expectedDamage,
        causes: one.causes,
      });
    });
  }
  return groupOf(members, true, leftOut);
}

/** The expected damage of a hit's parts on one creature, each part through its defences. */
function expectedHit(
  creature: TrackerCreature,
  parts: readonly AttackDamagePart[],
  critical: boolean,
  ruleset: Ruleset,
): number {
  const defenses = resolveDefenses(
    {
      resist: creature.resist,
      vulnerable: creature.vulnerable,
      immune: creature.immune,
      conditions: countedConditions(creature),
    },
    ruleset,
  );
  return parts.reduce((sum, part) => {
    const node = critical ? criticalDamageExpression(parseDice(part.dice), ruleset) : parseDice(part.dice);
    return sum + defendDistribution(damageDistribution(node), part.type, defenses, ruleset).mean;
  }, 0);
}

/** Attack odds against several creatures (rules text AttackRolls, CriticalHits) and expected damage. */
export function groupAttackOdds(
  state: TrackerState,
  attack: Omit<TrackerAttack, 'd20s' | 'diceTotals' | 'damageRolled'>,
  ruleset: Ruleset = DEFAULT_RULESET,
): GroupOdds {
  requireCreatureIds(attack.targetIds);
  const { living, leftOut } = inAction(state, attack.targetIds);
  const out = outOfAction(creatureById(state, attack.attackerId));
  if (out) return { ...groupOf([], true, leftOut), cannotAct: out };
  const members: GroupMemberOdds[] = [];
  for (const targetId of living) {
    const odds = attackOddsFor(state, attack, targetId, ruleset);
    if (odds.conditions.cannotAct) {
      return { ...groupOf([], true, leftOut), cannotAct: odds.conditions.cannotAct };
    }
    const target = creatureById(state, targetId);
    const plain = odds.exact.success.sub(odds.exact.critical).toNumber();
    const expectedDamage =
      plain * expectedHit(target, attack.damage, false, ruleset) +
      odds.exact.critical.toNumber() * expectedHit(target, attack.damage, true, ruleset);
    members.push({
      creatureId: targetId,
      success: odds.exact.success,
      critical: odds.exact.critical,
      autoFail: odds.exact.success.isZero(),
      expectedDamage,
      causes: odds.conditions.causes,
    });
  }
  return groupOf(members, true, leftOut);
}

/**
 * An ability check for each of several creatures (checkOddsFor); one that cannot make it fails;
 * one out of the action (dead, defeated) is left out.
 */
export function groupCheckOdds(
  state: TrackerState,
  check: Omit<TrackerCheck, 'd20s' | 'diceTotals'>,
  ruleset: Ruleset = DEFAULT_RULESET,
): GroupOdds {
  requireCreatureIds(check.ids);
  const { living, leftOut } = inAction(state, check.ids);
  const members = living.map((id): GroupMemberOdds => {
    const odds = checkOddsFor(state, check, id, ruleset);
    const cannot = odds.conditions.cannotAct !== null;
    return {
      creatureId: id,
      success: cannot ? Fraction.ZERO : odds.exact.success,
      autoFail: cannot || odds.exact.success.isZero(),
      causes: odds.conditions.causes,
    };
  });
  return groupOf(members, false, leftOut);
}
