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
export {
  type AbilityScores,
  applyBackgroundIncrease,
  BACKGROUND_SCORE_MAX,
  RANDOM_SCORE_EXPRESSION,
  randomScoreDistribution,
  randomScoresTotalDistribution,
  standardArray,
} from './rules/ability-generation.ts';
export { ABILITY_SCORE_LIMITS, abilityModifier } from './rules/ability-modifier.ts';
export {
  type AttackDamageInput,
  type AttackDamageResult,
  attackDamage,
  criticalDamageExpression,
  damageDistribution,
} from './rules/attack-damage.ts';
export {
  BONUS_DICE_LIMITS,
  type BonusDie,
  bonusDiceCounts,
  formatBonusDice,
  parseBonusDice,
} from './rules/bonus-dice.ts';
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
export {
  D20_LIMITS,
  D20_TEST_KINDS,
  type D20RollOutcome,
  type D20TestInput,
  type D20TestKind,
  type D20TestResult,
  d20FaceWeights,
  d20Test,
  keptD20,
  type RollMode,
  resolveD20Roll,
  rollMode,
} from './rules/d20-test.ts';
export {
  applyDamage,
  type DamageAdjustment,
  type DamageDefenses,
  type DamageInput,
  type DamageResult,
  type DamageTarget,
  modifyDamage,
  modifyDamageParts,
  type PartDamageInput,
  type PartDamageResult,
  partAdjustments,
} from './rules/damage-application.ts';
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
export {
  type DeathSaveOutcome,
  type DeathSavesInput,
  deathSaves,
  type PlaytestDyingInput,
  playtestDying,
  srdDeathSaves,
} from './rules/death-saves.ts';
export { d3FromD6, percentageChance, percentileRoll } from './rules/dice-conversions.ts';
export { EXAMPLE_DAMAGE_DICE, type ExampleDamageDice } from './rules/example-damage-dice.ts';
export { type GroupOutcome, groupOutcome } from './rules/group-outcome.ts';
export {
  applyHealing,
  gainTemporaryHitPoints,
  type HealingResult,
  isBloodied,
  type TemporaryHitPointsChoice,
} from './rules/hit-points.ts';
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
export {
  type EnteredRolls,
  PLAIN_SAVE_TARGET,
  partDamage,
  type RolledPart,
  resolveSaveHalfTargets,
  rollSaveHalfTargets,
  SAVE_HALF_LIMITS,
  SAVE_TARGET_COVER,
  type SaveHalfRoll,
  type SaveHalfTargetsInput,
  type SaveHalfTargetsResult,
  type SaveTarget,
  type SaveTargetCover,
  type SaveTargetOutcome,
  saveHalfPartsWork,
  saveHalfTargets,
  saveHalfTargetsWork,
  type TargetReceipt,
} from './rules/save-half-targets.ts';
export {
  SAVE_TARGET_PRESETS,
  type SaveTargetPreset,
  saveTargetFromPreset,
} from './rules/save-target-presets.ts';
export {
  difficultTerrainCost,
  FEET_PER_MILE,
  feetPerMinute,
  gridMovementCost,
  mountingCost,
  speedInSquares,
  TRAVEL_DAY_HOURS,
  TRAVEL_LIMITS,
  TRAVEL_PACE_EFFECTS,
  type TravelDistance,
  type TravelRounding,
  type TravelTime,
  travelDistance,
  travelHours,
  travelRounding,
} from './rules/travel.ts';
export {
  DEFAULT_RULESET,
  type DyingRule,
  getRuleset,
  playtest,
  RULE_DIFFERENCES,
  RULESET_IDS,
  RULESETS,
  type RuleDifference,
  type RuleRef,
  type Ruleset,
  type RulesetId,
  srd52,
} from './rulesets/index.ts';
