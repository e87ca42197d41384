import { cryptoRandom, type RandomSource } from '@polyhedral/dice';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { type ConditionedD20Test, d20TestWithConditions } from '../conditions/d20-with-conditions.ts';
import type { RollConditionsInput } from '../conditions/roll-conditions.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { requireIn } from '../validate.ts';
import { rollD20Test } from './attack-rolls.ts';
import type { TrackerSaveReceipt } from './concentration.ts';
import { rollerStanding } from './condition-standing.ts';
import { effectDiceFor } from './effects.ts';
import { outOfAction, refusedWhenOut } from './out-of-action.ts';
import { creatureById, requireCreatureIds } from './tracker-creatures.ts';
import type { TrackerCreature, TrackerState } from './tracker-types.ts';

/*
 * Ability checks in the tracker (rules text AbilityChecks, D20Tests): the odds before the roll and
 * the rolls, through the same rollConditions and resolveD20Roll as an attack roll (rollD20Test).
 */

function checkBonus(check: Pick<TrackerCheck, 'bonuses'>, id: string): number {
  return requireIn('bonus', check.bonuses?.[id] ?? 0, D20_LIMITS.bonus);
}

function checkRollInput(
  creature: TrackerCreature,
  ability: Ability,
  usesAction: boolean,
): RollConditionsInput {
  return {
    roll: 'check',
    ability,
    roller: rollerStanding(creature),
    bonusDice: effectDiceFor(creature, 'check'),
    judged: usesAction ? ['check-uses-action'] : [],
  };
}

/** The exact odds of one creature's ability check, read as checkCreatures rolls it (see attackOddsFor). */
export function checkOddsFor(
  state: TrackerState,
  check: Omit<TrackerCheck, 'ids' | 'd20s' | 'diceTotals'>,
  creatureId: string,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionedD20Test {
  const creature = creatureById(state, creatureId);
  const dc = requireIn('dc', check.dc, D20_LIMITS.target);
  const bonus = checkBonus(check, creatureId);
  const odds = d20TestWithConditions(
    { kind: 'check', bonus, target: dc },
    checkRollInput(creature, check.ability, check.usesAction === true),
    ruleset,
  );
  return refusedWhenOut(odds, creature);
}

/** An ability check against a DC for each named creature, with the bonus the table gives each. */
export interface TrackerCheck {
  readonly ids: readonly string[];
  readonly ability: Ability;
  readonly dc: number;
  /** Each creature's check bonus (absent: +0). */
  readonly bonuses?: Readonly<Record<string, number>>;
  readonly d20s?: Readonly<Record<string, number>>;
  readonly diceTotals?: Readonly<Record<string, number>>;
  /** Made with an action (Search, Study, Influence). */
  readonly usesAction?: boolean;
}

/** One creature's ability check: every term, the outcome, or that it cannot act. */
export type CheckReceipt =
  | {
      readonly creatureId: string;
      readonly kind: 'cannot-act';
      readonly cannotAct: ConditionCause;
      readonly causes: readonly ConditionCause[];
    }
  | ({ readonly creatureId: string; readonly kind: 'rolled' } & TrackerSaveReceipt)
  /** Out of the action (dead, defeated: outOfAction): no roll, and not counted in the group. */
  | { readonly creatureId: string; readonly kind: 'left-out'; readonly cause: ConditionCause };

/**
 * Ability checks against a DC (rules text AbilityChecks, D20Tests) through rollConditions; a check
 * made with an action (`usesAction`) cannot be made by a creature that cannot act. The state does
 * not change: a check is a roll, not damage. A creature out of the action (dead, defeated) makes none.
 */
export function checkCreatures(
  state: TrackerState,
  check: TrackerCheck,
  random: RandomSource = cryptoRandom,
  ruleset: Ruleset = DEFAULT_RULESET,
): CheckReceipt[] {
  requireCreatureIds(check.ids);
  const dc = requireIn('dc', check.dc, D20_LIMITS.target);
  return check.ids.map((id): CheckReceipt => {
    const creature = creatureById(state, id);
    const out = outOfAction(creature);
    if (out) return { creatureId: id, kind: 'left-out', cause: out };
    const rolled = rollD20Test(
      checkRollInput(creature, check.ability, check.usesAction === true),
      { kind: 'check', bonus: checkBonus(check, id), target: dc },
      { d20: check.d20s?.[id], diceTotal: check.diceTotals?.[id] },
      random,
      ruleset,
    );
    if (rolled.cannotAct) return { creatureId: id, kind: 'cannot-act', ...rolled };
    return { creatureId: id, kind: 'rolled', ...rolled.terms, dc, success: rolled.outcome.success };
  });
}
