/** @polyhedral/core/calculators: the calculator registry and what the fields and the CLI read from it. */

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
export * from './kinds/concentration.ts';
export { COVER_CHOICES, d20TestCalculator } from './kinds/d20-test.ts';
export * from './kinds/damage-application.ts';
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
export * from './kinds/travel-pace.ts';
export * from './kinds.ts';
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
export * from './save-target-syntax.ts';
