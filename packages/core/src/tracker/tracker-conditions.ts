import { nameOfCondition } from '../conditions/condition-names.ts';
import { conditionRulesFor } from '../conditions/condition-rules.ts';
import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireOption } from '../validate.ts';
import { TRACKER_CONDITIONS, type TrackerConditionId } from './tracker-limits.ts';

/**
 * The conditions a creature can have under a ruleset (rule ID Conditions): the glossary's that the
 * ruleset states, in glossary order (SRD 5.2 has no Ethereal or Intoxicated, seed 004 Conditions;
 * the Playtest no Poisoned).
 */
export function trackerConditions(ruleset: Pick<Ruleset, 'id'> = DEFAULT_RULESET): TrackerConditionId[] {
  const rules = conditionRulesFor(ruleset);
  return TRACKER_CONDITIONS.filter((id) => rules.conditions[id].status !== 'absent');
}

/** A condition typed or read: one of the glossary's, and one this ruleset has (else refused, never kept silently). */
export function requireTrackerCondition(
  field: string,
  raw: unknown,
  ruleset: Pick<Ruleset, 'id'> = DEFAULT_RULESET,
): TrackerConditionId {
  const id = requireOption(field, raw, TRACKER_CONDITIONS);
  if (conditionRulesFor(ruleset).conditions[id].status === 'absent') {
    throw new RuleInputError('rules.ruleset.no-condition', {
      field,
      condition: nameOfCondition(id),
      ruleset: ruleset.id,
    });
  }
  return id;
}
