/**
 * @polyhedral/core: SRD 5.2 rules as exact computations (D20 tests, damage, death saves, hit
 * points, travel, ability scores...), the two rulesets (srd-5.2, playtest), rule IDs and the
 * core's errors. The rest has a subpath of its own: `/tables`, `/calculators`, `/character`,
 * `/tracker`, `/conditions` (and `/cli` inside the monorepo); see README "Subpath exports".
 */

export { CORE_ERROR_CODES, type RuleErrorParams, type RuleInputCode, RuleInputError } from './errors.ts';
export { Fraction } from './fraction.ts';
export { isLabelKey, type LabelKey } from './label-key.ts';
export { isRuleId, RULE_IDS, type RuleId } from './rule-ids.ts';
export * from './rules/ability-generation.ts';
export { ABILITY_SCORE_LIMITS, abilityModifier } from './rules/ability-modifier.ts';
export * from './rules/attack-damage.ts';
export * from './rules/bonus-dice.ts';
export * from './rules/character-numbers.ts';
export {
  CONCENTRATION_LIMITS,
  CONCENTRATION_SAVE,
  type ConcentrationInput,
  type ConcentrationResult,
  concentrationDc,
  concentrationSave,
  resolveConcentrationRoll,
} from './rules/concentration.ts';
export { type ContestSide, contest } from './rules/contest.ts';
export { bestCover, type CoverInput, coverBonus } from './rules/cover.ts';
export * from './rules/d20-test.ts';
export * from './rules/damage-application.ts';
export {
  type CreatureDefenses,
  checkReduction,
  defendAmount,
  defendDistribution,
  defendValue,
  isImmuneTo,
  type ResolvedDefenses,
  reductionOutcomes,
  resolveDefenses,
} from './rules/damage-defenses.ts';
export { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from './rules/damage-limits.ts';
export type { DamagePart, DamagePartAmountOf, DamagePartAmounts } from './rules/damage-part.ts';
export { DAMAGE_STEP_CODES, type DamageStep, type DamageStepCode } from './rules/damage-steps.ts';
export * from './rules/death-saves.ts';
export { d3FromD6, percentageChance, percentileRoll } from './rules/dice-conversions.ts';
export { EXAMPLE_DAMAGE_DICE, type ExampleDamageDice } from './rules/example-damage-dice.ts';
export { type GroupOutcome, groupOutcome } from './rules/group-outcome.ts';
export * from './rules/hit-points.ts';
export { levelFromXp, XP_LIMITS, xpForLevel, xpToNextLevel } from './rules/level-advancement.ts';
export { playtestDeathThreshold } from './rules/playtest-death-threshold.ts';
export { POINT_BUY_LIMITS, type PointBuyIssue, type PointBuyResult, pointBuy } from './rules/point-buy.ts';
export {
  CHALLENGE_RATING_MAX,
  LEVEL_LIMITS,
  parseChallengeRating,
  proficiencyBonusForChallengeRating,
  proficiencyBonusForLevel,
} from './rules/proficiency-bonus.ts';
export { type CheckProficiency, proficiencyForCheck } from './rules/proficiency-use.ts';
export {
  damageAfterSave,
  type SaveHalfInput,
  type SaveHalfResult,
  saveForHalf,
} from './rules/save-half.ts';
export * from './rules/save-half-targets.ts';
export * from './rules/save-target-presets.ts';
export * from './rules/travel.ts';
export * from './rulesets/index.ts';
