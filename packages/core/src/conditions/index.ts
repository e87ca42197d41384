/** Conditions and Exhaustion as data, and the one function that applies them to a roll (issue 43). */

export { type CannotActResult, cannotActResult, isCannotAct } from './cannot-act-result.ts';
export { concentrationBrokenBy } from './concentration-broken.ts';
export * from './condition-defenses.ts';
export { CONDITION_DIFFERENCES, type ConditionDifference } from './condition-differences.ts';
export { CONDITION_IDS } from './condition-list.ts';
export * from './condition-names.ts';
export { CONDITION_RULES, conditionRulesFor } from './condition-rules.ts';
export {
  type AttackDistance,
  type AttackKind,
  CONDITION_ROLL_KINDS,
  type ConditionCause,
  type ConditionEffect,
  type ConditionId,
  type ConditionRollKind,
  type ConditionRule,
  type ConditionRules,
  type ConditionTermId,
  type EffectKind,
  type EffectSource,
  EXHAUSTION_TERM,
  JUDGEMENTS,
  type Judgement,
  type JudgementRule,
  type PlaytestComparison,
  type RollSelector,
  SRD_RULES_GLOSSARY,
} from './condition-types.ts';
export * from './d20-with-conditions.ts';
export { describeConditionEffect } from './describe-effect.ts';
export { describeEffectSource } from './effect-source.ts';
export { PLAYTEST_CONDITION_COMPARISON, PLAYTEST_CONDITIONS } from './playtest-conditions.ts';
export * from './roll-conditions.ts';
export { type SpeedWithConditions, speedWithConditions } from './speed-with-conditions.ts';
export { SRD_CONDITIONS } from './srd-conditions.ts';
export { type ActiveCondition, activeConditions, type BlockedCondition } from './with-implied.ts';
