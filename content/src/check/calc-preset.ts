/**
 * Calculator presets the directive validator accepts but the computation refuses (`1d6/0`, cover on
 * an ability check...): the core's own `compute` runs on the preset with the registry's defaults
 * for what it leaves out, so what fails here is what a reader would see fail on the page.
 */
import {
  type AnyCalculatorSpec,
  CALCULATOR_KINDS,
  type CalculatorKind,
  computeCalculator,
  validateCalculatorDirective,
} from '@polyhedral/core/calculators';
import { distributionOf } from '@polyhedral/dice';

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
 * validator refuses it already: that is `calc-invalid-params`, reported by the markdown
 * checks). A dice-typed parameter that does not evaluate is named with its value
 * (`expr="1d6/0": dice.eval.division-by-zero`); other failures give the core's error code and params.
 */
export function calcPresetFailure(kind: string, attributes: Readonly<Record<string, string>>): string | null {
  const validated = validateCalculatorDirective(kind, attributes);
  if (!validated.ok || !Object.hasOwn(CALCULATOR_KINDS, kind)) return null;
  const spec: AnyCalculatorSpec = CALCULATOR_KINDS[kind as CalculatorKind];
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
    computeCalculator(kind as CalculatorKind, validated.params);
    return null;
  } catch (error) {
    return describeFailure(error);
  }
}
