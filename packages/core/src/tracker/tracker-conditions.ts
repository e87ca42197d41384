import { nameOfCondition } from '../conditions/condition-names.ts';
import { conditionRulesFor } from '../conditions/condition-rules.ts';
import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireOption } from '../validate.ts';
import { TRACKER_CONDITIONS, type TrackerConditionId } from './tracker-limits.ts';

/**
 * The conditions a creature can have in the tracker under a ruleset (rule ID Conditions): the
 * glossary's conditions that the ruleset states (`conditionRulesFor`), in glossary order. SRD 5.2
 * has no Ethereal or Intoxicated (the Playtest's own, seed 004 Conditions); the Playtest has no
 * Poisoned. The tracker's condition choices are this list, not a list of its own.
 */
export function trackerConditions(ruleset: Pick<Ruleset, 'id'> = DEFAULT_RULESET): TrackerConditionId[] {
  const rules = conditionRulesFor(ruleset);
  return TRACKER_CONDITIONS.filter((id) => rules.conditions[id].status !== 'absent');
}

/**
 * A condition typed, imported or read from a file: one of the glossary's conditions (else
 * `rules.input.unknown-option` naming the field), and one this ruleset has (else
 * `rules.ruleset.no-condition`, as rollConditions refuses it: the field, the condition and the
 * ruleset), never kept silently.
 */
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
