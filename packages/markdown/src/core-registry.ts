/**
 * The default DirectiveRegistry: calculator kinds and numeric tables from @polyhedral/core.
 * Directive parameters go through the core's own validator (`validateCalculatorDirective`),
 * so content accepts exactly what the calculators accept.
 */
import {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  isCalculatorKind,
  validateCalculatorDirective,
} from '@polyhedral/core/calculators';
import { coreTables } from '@polyhedral/core/tables';
import type { CalculatorParamsCheck, DirectiveRegistry } from './types.ts';

function describeIssue(issue: { code: string; params: Record<string, string | number> }): string {
  // `expectedCode` and its numbers only word `expected` in other languages: `expected` says it.
  const detail = Object.entries(issue.params)
    .filter(([key]) => key === 'expected' || !key.startsWith('expected'))
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  return detail ? `${issue.code} (${detail})` : issue.code;
}

export const coreDirectiveRegistry: DirectiveRegistry = {
  calculatorKinds: () => CALCULATOR_KIND_NAMES,
  calculatorRuleId: (kind) => (isCalculatorKind(kind) ? CALCULATOR_KINDS[kind].ruleId : undefined),
  checkCalculatorParams(kind, params): CalculatorParamsCheck {
    const result = validateCalculatorDirective(kind, params);
    if (result.ok) return { ok: true, params: result.params };
    return { ok: false, problem: result.issues.map(describeIssue).join('; ') };
  },
  hasTable: (id) => Object.hasOwn(coreTables, id),
};
