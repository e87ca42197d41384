/**
 * @polyhedral/core: SRD 5.2 rules and tables as data, exact rule computations, two rulesets
 * (srd-5.2, playtest), the calculator registry and the `polyhedral` CLI (src/cli).
 */

export {
  type AnyCalculatorSpec,
  type CalculatorSpec,
  defineCalculator,
  type IntegerNameOf,
  RULESET_PARAM,
} from './calculators/define-calculator.ts';
export { abilityModifierCalculator, scoreMeaning } from './calculators/kinds/ability-modifier.ts';
export { attackDamageCalculator } from './calculators/kinds/attack-damage.ts';
export {
  type ConcentrationCalculatorResult,
  concentrationCalculator,
} from './calculators/kinds/concentration.ts';
export { COVER_CHOICES, d20TestCalculator } from './calculators/kinds/d20-test.ts';
export {
  APPLICATION_MODES,
  CREATURE_KINDS,
  DAMAGE_TYPE_CHOICES,
  type DamageApplicationResult,
  type DamageStatus,
  damageApplicationCalculator,
  damageRulesetFeatures,
  damageStatus,
  type NextHitParams,
  nextHitParams,
  PER_HIT_PARAMS,
  TEMP_CHOICES,
} from './calculators/kinds/damage-application.ts';
export { type DeathSavesCalculatorResult, deathSavesCalculator } from './calculators/kinds/death-saves.ts';
export {
  DICE_THRESHOLD_LIMITS,
  type DiceCalculatorResult,
  diceCalculator,
} from './calculators/kinds/dice.ts';
export { type LevelFromXpResult, levelFromXpCalculator } from './calculators/kinds/level-from-xp.ts';
export { pointBuyCalculator } from './calculators/kinds/point-buy.ts';
export { PROFICIENCY_BASES, proficiencyBonusCalculator } from './calculators/kinds/proficiency-bonus.ts';
export { SAVE_HALF_DAMAGE_TYPES, saveHalfCalculator } from './calculators/kinds/save-half.ts';
export {
  TRAVEL_AMOUNT_BY_UNIT,
  TRAVEL_TIME_UNITS,
  type TravelPaceResult,
  travelPaceCalculator,
} from './calculators/kinds/travel-pace.ts';
export {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  type CalculatorInputOf,
  type CalculatorKind,
  type CalculatorOutputOf,
  computeCalculator,
  isCalculatorKind,
  validateCalculatorDirective,
} from './calculators/kinds.ts';
export { CHALLENGE_RATING_OPTIONS } from './calculators/limits.ts';
export type {
  DamagePartsParam,
  InputOf,
  ParamIssue,
  ParamSpec,
  ParamValue,
  ParseParamsResult,
  Range,
  ValueOf,
} from './calculators/param-spec.ts';
export { parseParamValue, readBoolean } from './calculators/param-spec.ts';
export { ROLL_MODE_CHOICES, type RollModeChoice, rollModeSources } from './calculators/roll-mode.ts';
export {
  formatDamageParts,
  formatSaveTarget,
  formatSaveTargets,
  parseDamageParts,
  parseSaveTarget,
  parseSaveTargets,
} from './calculators/save-target-syntax.ts';
export { characterFileText, readCharacterFile } from './character/character-file.ts';
export {
  CHARACTER_FILL_KINDS,
  type CharacterFill,
  type CharacterFillKind,
  characterFills,
} from './character/character-fills.ts';
export {
  CHARACTER_FILE,
  CHARACTER_LIMITS,
} from './character/character-limits.ts';
export { CHARACTER_SHEET_RULE_IDS, characterSheet, proficientModifier } from './character/character-sheet.ts';
export {
  type Character,
  type CharacterSheet,
  SCORE_METHODS,
  type ScoreMethod,
  type SheetLine,
} from './character/character-types.ts';
export { checkCharacter } from './character/check-character.ts';
export { characterDiceVariables } from './character/dice-variables.ts';
export { finalScores, type ScoreSteps } from './character/final-scores.ts';
export { checkStandardArray } from './character/standard-array.ts';
export * from './conditions/index.ts';
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
export {
  baseArmorClass,
  initiativeModifier,
  level1HitPoints,
  meleeAttackBonus,
  passivePerception,
  rangedAttackBonus,
  skillModifier,
  spellAttackBonus,
  spellSaveDc,
} from './rules/character-numbers.ts';
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
export { POINT_BUY_BUDGET, POINT_COSTS } from './tables/ability-score-point-costs.ts';
export { XP_BY_LEVEL } from './tables/character-advancement.ts';
export { COVER_BONUS, COVER_DEGREES, type CoverDegree } from './tables/covertable.ts';
export { CREATURE_SIZES, CREATURE_SPACE, type CreatureSize } from './tables/creature-size-and-space.ts';
export {
  type CellValue,
  type ColumnKind,
  type CoreTable,
  type CoreTableColumn,
  type CoreTableRow,
  coreTables,
  getCoreTable,
  listCoreTables,
  type NumberRange,
} from './tables/index.ts';
export { LEVEL_1_HIT_POINT_BASE } from './tables/level-1-hit-points-by-class.ts';
export { ABILITIES, type Ability, type CharacterClass, CLASSES } from './tables/shared-labels.ts';
export { SKILLS, type Skill } from './tables/skills.ts';
export { STANDARD_ARRAY, STANDARD_ARRAY_BY_CLASS } from './tables/standard-array-by-class.ts';
export { TRAVEL_DISTANCE, TRAVEL_PACES, type TravelPace } from './tables/travel-pace-table.ts';
export { creatureFromCharacter } from './tracker/character-creature.ts';
export {
  type ConcentrationSources,
  concentrationCheckFor,
  resolveConcentrationCheck,
  setConcentrating,
  setConcentrationSources,
} from './tracker/concentration.ts';
export {
  addCondition,
  CONDITION_DURATION_KINDS,
  type ConditionDuration,
  conditionExpiry,
  exhaustionEffects,
  removeCondition,
  setExhaustion,
} from './tracker/conditions.ts';
export {
  type EffectDamageRoll,
  type EffectDiceGroup,
  rollEffectDamage,
  typedEffectDamage,
} from './tracker/effect-damage.ts';
export {
  addEffect,
  type BonusDiceRoll,
  type EffectInput,
  effectDiceFor,
  removeEffect,
  rollBonusDice,
  TRACKER_EFFECT_ROLLS,
} from './tracker/effects.ts';
export {
  type DeathSaveResult,
  damageCreatures,
  giveTemporaryHitPoints,
  type HitPointReceipt,
  healCreatures,
  rollDeathSave,
} from './tracker/hit-points.ts';
export {
  canMoveWithinTie,
  type InitiativeRoll,
  initiativeTies,
  moveWithinTie,
  placeInOrder,
  rollInitiative,
  setInitiative,
  tieDecider,
} from './tracker/initiative.ts';
export {
  type MonsterHealth,
  PLAYER_VIEW_FILE,
  type PlayerView,
  playerView,
  playerViewText,
  readPlayerView,
  type ViewCharacter,
  type ViewMonster,
} from './tracker/player-view.ts';
export {
  type SaveForHalfEffect,
  type SaveForHalfReceipt,
  saveForHalfOnCreatures,
} from './tracker/save-for-half.ts';
export { saveOddsFor } from './tracker/save-odds.ts';
export {
  addCreature,
  addCreatures,
  type CreatureInput,
  createTracker,
  creatureById,
  removeCreature,
  removeGroup,
  setDefeated,
  visibleLength,
} from './tracker/tracker-creatures.ts';
export { readTrackerFile, TRACKER_FILE, trackerFileText } from './tracker/tracker-file.ts';
export {
  EXHAUSTION,
  TRACKER_CONDITIONS,
  TRACKER_LIMITS,
  type TrackerConditionId,
} from './tracker/tracker-limits.ts';
export type {
  ConcentrationCheck,
  ConditionExpiry,
  TrackerCondition,
  TrackerCreature,
  TrackerEffect,
  TrackerEffectRoll,
  TrackerGroup,
  TrackerSettings,
  TrackerState,
  TurnChange,
} from './tracker/tracker-types.ts';
export {
  endCombat,
  isDefeated,
  nextTurn,
  previousTurn,
  setSkipDefeated,
  skipsDefeated,
  startCombat,
} from './tracker/turns.ts';
