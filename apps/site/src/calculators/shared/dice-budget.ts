import { type DiceNode, estimateDistributionWork, parseDice } from '@polyhedral/dice';

/**
 * Calculators recompute on every keystroke and must answer within one frame (16 ms) at their
 * largest allowed input. The dice engine's own limits allow requests that take up to a second,
 * so calculators hold exact distributions to a smaller budget of estimated work (the engine's
 * own estimate, see @polyhedral/dice estimateDistributionWork). 2,000,000 units is about 4x
 * `100d100` (measured by apps/site/scripts/calc-timing.ts, which prints the worst cases).
 */
export const CALCULATOR_WORK_BUDGET = 2_000_000;

export class CalculatorBudgetError extends Error {
  readonly code = 'calc.error.budget';
  readonly params: Record<string, number> = {};
  constructor(work: number) {
    super(`calc.error.budget: estimated work ${Math.round(work)} > ${CALCULATOR_WORK_BUDGET}`);
  }
}

/** Throws a typed error (code calc.error.budget) when an expression is past the calculator budget. */
export function checkCalculatorDice(expression: string | DiceNode): void {
  const node = typeof expression === 'string' ? parseDice(expression) : expression;
  const work = estimateDistributionWork(node);
  if (work > CALCULATOR_WORK_BUDGET) throw new CalculatorBudgetError(work);
}
