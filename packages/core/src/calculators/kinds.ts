import type { RuleId } from '../rule-ids.ts';
import type { AnyCalculatorSpec } from './define-calculator.ts';
import { abilityModifierCalculator } from './kinds/ability-modifier.ts';
import { attackDamageCalculator } from './kinds/attack-damage.ts';
import { concentrationCalculator } from './kinds/concentration.ts';
import { d20TestCalculator } from './kinds/d20-test.ts';
import { damageApplicationCalculator } from './kinds/damage-application.ts';
import { deathSavesCalculator } from './kinds/death-saves.ts';
import { diceCalculator } from './kinds/dice.ts';
import { initiativeCalculator } from './kinds/initiative.ts';
import { levelFromXpCalculator } from './kinds/level-from-xp.ts';
import { pointBuyCalculator } from './kinds/point-buy.ts';
import { proficiencyBonusCalculator } from './kinds/proficiency-bonus.ts';
import { saveHalfCalculator } from './kinds/save-half.ts';
import { travelPaceCalculator } from './kinds/travel-pace.ts';
import type { InputOf, ParseParamsResult } from './param-spec.ts';

/** The calculator registry; a site island imports its own kind's spec, bundling only the rules it uses. */
export const CALCULATOR_KINDS = {
  dice: diceCalculator,
  'd20-test': d20TestCalculator,
  initiative: initiativeCalculator,
  'attack-damage': attackDamageCalculator,
  'save-half': saveHalfCalculator,
  'damage-application': damageApplicationCalculator,
  'death-saves': deathSavesCalculator,
  'point-buy': pointBuyCalculator,
  'ability-modifier': abilityModifierCalculator,
  'proficiency-bonus': proficiencyBonusCalculator,
  'level-from-xp': levelFromXpCalculator,
  'travel-pace': travelPaceCalculator,
  concentration: concentrationCalculator,
} as const;

export type CalculatorKind = keyof typeof CALCULATOR_KINDS;

export type CalculatorInputOf<K extends CalculatorKind> = InputOf<(typeof CALCULATOR_KINDS)[K]['params']>;

export type CalculatorOutputOf<K extends CalculatorKind> = ReturnType<
  (typeof CALCULATOR_KINDS)[K]['compute']
>;

/** Every registered spec is a CalculatorSpec (checked here once). */
const _specs: Readonly<Record<CalculatorKind, AnyCalculatorSpec>> = CALCULATOR_KINDS;
void _specs;

export const CALCULATOR_KIND_NAMES = Object.keys(CALCULATOR_KINDS) as CalculatorKind[];

export function isCalculatorKind(kind: string): kind is CalculatorKind {
  return Object.hasOwn(CALCULATOR_KINDS, kind);
}

/** Validate a `::calc{...}` directive (@polyhedral/markdown, the content checker). */
export function validateCalculatorDirective(
  kind: string,
  raw: Readonly<Record<string, string>>,
): ParseParamsResult & { kind: string; ruleId?: RuleId } {
  if (!isCalculatorKind(kind)) {
    return {
      ok: false,
      kind,
      params: {},
      issues: [{ code: 'rules.calculator.unknown-kind', params: { kind } }],
    };
  }
  const spec: AnyCalculatorSpec = CALCULATOR_KINDS[kind];
  return { ...spec.parseParams(raw), kind, ruleId: spec.ruleId };
}

/** Computes a kind from a partial input (a directive preset): missing parameters take their defaults. */
export function computeCalculator<K extends CalculatorKind>(
  kind: K,
  partial: Readonly<Partial<Record<string, unknown>>>,
): CalculatorOutputOf<K> {
  const spec = CALCULATOR_KINDS[kind] as unknown as {
    defaults: Record<string, unknown>;
    compute(input: Record<string, unknown>): CalculatorOutputOf<K>;
  };
  return spec.compute({ ...spec.defaults, ...partial });
}
