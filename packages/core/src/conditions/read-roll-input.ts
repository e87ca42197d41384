import { D20_LIMITS } from '../rules/d20-limits.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { EXHAUSTION, TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';
import { requireInteger, requireOption } from '../validate.ts';
import {
  type AttackDistance,
  CONDITION_ROLL_KINDS,
  type ConditionId,
  type ConditionRollKind,
  type ConditionRules,
  JUDGEMENTS,
  type Judgement,
} from './condition-types.ts';
import type { RollConditionsInput } from './roll-conditions-types.ts';

/** `rollConditions`' input checked (a bad value throws `RuleInputError`) and spelt out. */
export interface RollInput {
  readonly roll: ConditionRollKind;
  /** Initiative: Dexterity where the ruleset makes it a Dexterity check (SRD 5.2). */
  readonly ability: Ability | undefined;
  readonly exhaustion: number;
  readonly own: readonly ConditionId[];
  readonly against: readonly ConditionId[];
  /** The roller's and the target's own condition immunities. */
  readonly ownImmune: readonly ConditionId[];
  readonly againstImmune: readonly ConditionId[];
  readonly judged: ReadonlySet<Judgement>;
  readonly otherAdvantage: number;
  readonly otherDisadvantage: number;
  /** Attack rolls: where the attacker is (undefined: not known, distance effects go to the table). */
  readonly distance: AttackDistance | undefined;
}

/** Checks every field of a roll's input against the core's limits (TheyDontStack: sources capped). */
export function readRollInput(
  input: RollConditionsInput,
  rules: Pick<ConditionRules, 'initiative'>,
): RollInput {
  const roll = requireOption('roll', input.roll, CONDITION_ROLL_KINDS);
  let ability = input.ability === undefined ? undefined : requireOption('ability', input.ability, ABILITIES);
  if (roll === 'initiative' && rules.initiative.isDexterityCheck) ability = 'dexterity';
  const conditionsOf = (list: readonly ConditionId[] | undefined) =>
    (list ?? []).map((c) => requireOption('condition', c, TRACKER_CONDITIONS));
  return {
    roll,
    ability,
    exhaustion: requireInteger('exhaustion', input.roller?.exhaustion ?? 0, 0, EXHAUSTION.deathAt),
    own: conditionsOf(input.roller?.conditions),
    against: conditionsOf(input.target?.conditions),
    ownImmune: conditionsOf(input.roller?.immuneTo),
    againstImmune: conditionsOf(input.target?.immuneTo),
    judged: new Set((input.judged ?? []).map((j) => requireOption('judged', j, JUDGEMENTS))),
    otherAdvantage: requireInteger('advantage', input.advantage ?? 0, 0, D20_LIMITS.sources.max),
    otherDisadvantage: requireInteger('disadvantage', input.disadvantage ?? 0, 0, D20_LIMITS.sources.max),
    distance:
      input.within5Feet === undefined ? undefined : input.within5Feet ? 'within-5-feet' : 'beyond-5-feet',
  };
}
