/**
 * Calculator presets the directive validator accepts but the computation refuses: a dice preset
 * that divides by zero (`::calc{kind="dice" expr="1d6/0"}`), cover on an ability check, half
 * damage under the playtest rules, more HP than maximum HP... The check runs the core's own
 * `compute` (CALCULATOR_KINDS) on the preset, its missing inputs filled with the values the site's
 * calculators start from, so what fails here is what a reader would see fail on the page.
 */
import {
  CALCULATOR_KINDS,
  type CalculatorKind,
  type ParamValue,
  validateCalculatorDirective,
} from '@polyhedral/core';
import { distributionOf } from '@polyhedral/dice';

/**
 * What a calculator shows before the reader types anything (apps/site/src/calculators/<kind>/,
 * the field defaults): a preset only replaces some of these. Parameters a kind computes without
 * (cover, advantage, ruleset...) are left out: compute has its own default for them.
 */
export const CALCULATOR_START_VALUES: Readonly<Record<CalculatorKind, Readonly<Record<string, ParamValue>>>> =
  {
    dice: { expr: '8d6' },
    'd20-test': { 'kind-of-test': 'check', bonus: 5, target: 15 },
    'attack-damage': { damage: '1d8+3', 'attack-bonus': 5, ac: 15 },
    'save-half': { damage: '8d6', 'save-bonus': 2, dc: 15 },
    'damage-application': {
      hp: 20,
      'max-hp': 20,
      temp: 0,
      amount: 7,
      type: 'slashing',
      adjust: 0,
      con: 10,
      level: 1,
    },
    'death-saves': { successes: 0, failures: 0, hp: 0, con: 10, level: 1 },
    'point-buy': {},
    'ability-modifier': { score: 10 },
    'proficiency-bonus': { level: 1 },
    'level-from-xp': { xp: 0 },
    'travel-pace': { amount: 8 },
  };

/** `code (name=value, ...)` of a thrown PolyhedralError (DiceError, RuleInputError), else its message. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    const params = 'params' in error && error.params && typeof error.params === 'object' ? error.params : {};
    const detail = Object.entries(params)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(', ');
    return detail ? `${error.code} (${detail})` : error.code;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why a `::calc` preset fails when computed, or null when it computes (or when the directive
 * validator refuses it already: that is `invalid-calculator-params`, reported by the markdown
 * checks). A dice-typed parameter that does not evaluate is named with its value
 * (`expr="1d6/0": dice.eval.division-by-zero`); other failures give the core's error code and params.
 */
export function calcPresetFailure(kind: string, attributes: Readonly<Record<string, string>>): string | null {
  const validated = validateCalculatorDirective(kind, attributes);
  if (!validated.ok || !Object.hasOwn(CALCULATOR_KINDS, kind)) return null;
  const spec = CALCULATOR_KINDS[kind as CalculatorKind];
  for (const param of spec.params) {
    const value = validated.params[param.name];
    if (param.type !== 'dice' || typeof value !== 'string' || value === '') continue;
    try {
      distributionOf(value);
    } catch (error) {
      return `${param.name}="${value}": ${describeFailure(error)}`;
    }
  }
  try {
    spec.compute({ ...CALCULATOR_START_VALUES[kind as CalculatorKind], ...validated.params });
    return null;
  } catch (error) {
    return describeFailure(error);
  }
}
