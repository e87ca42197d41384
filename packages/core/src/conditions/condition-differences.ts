import type {
  ConditionCause,
  ConditionEffect,
  ConditionTermId,
  PlaytestComparison,
} from './condition-types.ts';
import { describeConditionEffect } from './describe-effect.ts';
import { PLAYTEST_CONDITION_COMPARISON, PLAYTEST_CONDITIONS } from './playtest-conditions.ts';
import { SRD_CONDITIONS } from './srd-conditions.ts';

/** One condition in both rulesets, effect by effect (the rulesets-differences page's conditions). */
export interface ConditionDifference {
  readonly condition: ConditionTermId;
  readonly comparison: PlaytestComparison;
  /** What it does in SRD 5.2, each effect in words (`conditions.effect.*`). */
  readonly srd: readonly ConditionCause[];
  /** What it does in the Playtest; null: the Playtest has no such condition. */
  readonly playtest: readonly ConditionCause[] | null;
  /** Effects (by ID) one ruleset has and the other lacks. */
  readonly onlySrd: readonly string[];
  readonly onlyPlaytest: readonly string[];
}

const ids = (effects: readonly ConditionEffect[]) => effects.map((effect) => effect.id);

/**
 * Every glossary condition compared across the rulesets (rule ID Conditions; topic
 * `conditions-list` of RULE_DIFFERENCES): its effects in each, in words, and which are one
 * ruleset's only. Made from the same data rollConditions applies, so the page says what the
 * calculators do.
 */
export const CONDITION_DIFFERENCES: readonly ConditionDifference[] = (
  Object.keys(SRD_CONDITIONS) as ConditionTermId[]
).map((condition) => {
  const srdRule = SRD_CONDITIONS[condition];
  const playRule = PLAYTEST_CONDITIONS[condition];
  const srd = srdRule.status === 'rule' ? srdRule.effects : [];
  const play = playRule.status === 'rule' ? playRule.effects : null;
  return {
    condition,
    comparison: PLAYTEST_CONDITION_COMPARISON[condition],
    srd: srd.map(describeConditionEffect),
    playtest: play ? play.map(describeConditionEffect) : null,
    onlySrd: ids(srd).filter((id) => !play || !ids(play).includes(id)),
    onlyPlaytest: play ? ids(play).filter((id) => !ids(srd).includes(id)) : [],
  };
});
