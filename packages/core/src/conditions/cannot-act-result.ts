import type { ConditionCause } from './condition-types.ts';
import type { RollConditionsResult } from './roll-conditions-types.ts';

/** What a calculator answers for a roll that cannot be made (issue 61): the cause and reasons, no odds. */
export interface CannotActResult {
  readonly cannotAct: ConditionCause;
  readonly conditions: RollConditionsResult;
}

/** The roll cannot be made (rollConditions' `cannotAct`): the result to give instead of odds. */
export function cannotActResult(conditions: RollConditionsResult): CannotActResult | null {
  return conditions.cannotAct ? { cannotAct: conditions.cannotAct, conditions } : null;
}

/** A calculator's result is "cannot act" (no odds in it). */
export function isCannotAct(result: unknown): result is CannotActResult {
  return typeof result === 'object' && result !== null && 'cannotAct' in result;
}
