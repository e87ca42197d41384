import type { Ruleset, RulesetId } from '../rulesets/types.ts';
import type { ConditionRules } from './condition-types.ts';
import { PLAYTEST_CONDITION_RULES } from './playtest-conditions.ts';
import { SRD_CONDITION_RULES } from './srd-conditions.ts';

/** The conditions of each ruleset (rule ID Conditions). */
export const CONDITION_RULES: Readonly<Record<RulesetId, ConditionRules>> = {
  'srd-5.2': SRD_CONDITION_RULES,
  playtest: PLAYTEST_CONDITION_RULES,
};

export function conditionRulesFor(ruleset: Pick<Ruleset, 'id'>): ConditionRules {
  return CONDITION_RULES[ruleset.id];
}
