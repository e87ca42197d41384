/**
 * @polyhedral/core/calculators: the calculator registry (every kind's ParamSpec, compute, result
 * shape) and what the fields and the CLI read from it: param parsing, roll modes, the
 * save-target and damage-part syntax.
 */

export { ROLL_MODE_CHOICES, type RollModeChoice, rollModeSources } from '../rules/roll-mode.ts';
export {
  type AnyCalculatorSpec,
  type CalculatorSpec,
  defineCalculator,
  type IntegerNameOf,
  RULESET_PARAM,
} from './define-calculator.ts';
export { abilityModifierCalculator, scoreMeaning } from './kinds/ability-modifier.ts';
export { attackDamageCalculator } from './kinds/attack-damage.ts';
export {
  type ConcentrationCalculatorResult,
  concentrationCalculator,
} from './kinds/concentration.ts';
export { COVER_CHOICES, d20TestCalculator } from './kinds/d20-test.ts';
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
} from './kinds/damage-application.ts';
export { type DeathSavesCalculatorResult, deathSavesCalculator } from './kinds/death-saves.ts';
export {
  DICE_THRESHOLD_LIMITS,
  type DiceCalculatorResult,
  diceCalculator,
  diceResult,
  type ParsedDice,
} from './kinds/dice.ts';
export { initiativeCalculator } from './kinds/initiative.ts';
export { type LevelFromXpResult, levelFromXpCalculator } from './kinds/level-from-xp.ts';
export { pointBuyCalculator } from './kinds/point-buy.ts';
export { PROFICIENCY_BASES, proficiencyBonusCalculator } from './kinds/proficiency-bonus.ts';
export { SAVE_HALF_DAMAGE_TYPES, saveHalfCalculator, saveHalfEffectOf } from './kinds/save-half.ts';
export {
  TRAVEL_AMOUNT_BY_UNIT,
  TRAVEL_TIME_UNITS,
  type TravelPaceResult,
  travelPaceCalculator,
} from './kinds/travel-pace.ts';
export {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  type CalculatorInputOf,
  type CalculatorKind,
  type CalculatorOutputOf,
  computeCalculator,
  isCalculatorKind,
  validateCalculatorDirective,
} from './kinds.ts';
export { CHALLENGE_RATING_OPTIONS } from './limits.ts';
export type {
  DamagePartsParam,
  InputOf,
  ParamIssue,
  ParamSpec,
  ParamValue,
  ParseParamsResult,
  Range,
  ValueOf,
} from './param-spec.ts';
export { parseParamValue, readBoolean } from './param-spec.ts';
export { SAVE_TARGET_FIELDS, SAVE_TARGET_KEYS, type SaveTargetField } from './save-target-fields.ts';
export {
  formatDamageParts,
  formatSaveTarget,
  formatSaveTargets,
  parseDamageParts,
  parseSaveTarget,
  parseSaveTargets,
} from './save-target-syntax.ts';
