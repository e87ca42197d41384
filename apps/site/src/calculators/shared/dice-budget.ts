import { SAVE_HALF_LIMITS, saveHalfPartsWork } from '@polyhedral/core';
import {
  checkWork,
  DiceLimitError,
  type DiceNode,
  estimateDistributionWork,
  parseDice,
} from '@polyhedral/dice';

/**
 * Calculators recompute on every keystroke and must answer within one frame (16 ms); the engine's
 * own limits allow 250 ms. 6,000,000 units of its estimate (about 1 ns each) is about 3x `100d100`
 * and admits `1d20!>=2` and `20d20!` (about 1 ms); worst cases: bench/calc-timing.ts.
 */
export const CALCULATOR_WORK_BUDGET = 6_000_000;

/**
 * A frame policy on top of the engine's estimate (docs/DECISIONS.md "One work limit"): fixed costs
 * per dice group, small beside the 250 ms ceiling, are not within 16 ms, so each group is held to
 * count x sides too, stricter for exploding dice.
 */
export const CALCULATOR_GROUP_LIMITS = {
  maxCountTimesSides: 40_000,
  maxExplodingDice: 20,
  maxExplodingCountTimesSides: 400,
};

export class CalculatorBudgetError extends Error {
  readonly code = 'calc.error.budget';
  readonly params: Record<string, number> = {};
  constructor(work: number) {
    super(`calc.error.budget: estimated work ${Math.round(work)} > ${CALCULATOR_WORK_BUDGET}`);
  }
}

function groupsWithinLimits(node: DiceNode, share: number): boolean {
  switch (node.type) {
    case 'number':
      return true;
    case 'dice': {
      const sides =
        node.faces.kind === 'standard'
          ? node.faces.sides
          : node.faces.kind === 'fate'
            ? 3
            : node.faces.faces.length;
      const size = node.count * sides;
      if (node.modifiers.some((m) => m.type === 'explode')) {
        return (
          node.count <= CALCULATOR_GROUP_LIMITS.maxExplodingDice &&
          size <= CALCULATOR_GROUP_LIMITS.maxExplodingCountTimesSides
        );
      }
      return size <= CALCULATOR_GROUP_LIMITS.maxCountTimesSides * share;
    }
    case 'unary':
      return groupsWithinLimits(node.operand, share);
    case 'group':
      return groupsWithinLimits(node.inner, share);
    case 'binary':
    case 'compare':
      return groupsWithinLimits(node.left, share) && groupsWithinLimits(node.right, share);
  }
}

/** Throws calc.error.budget past the budget; `share`: one distribution's part (attack and save: 1/4). */
export function checkCalculatorDice(expression: string | DiceNode, share = 1): void {
  const node = typeof expression === 'string' ? parseDice(expression) : expression;
  const work = estimateDistributionWork(node);
  withinBudget(work, CALCULATOR_WORK_BUDGET * share);
  if (!groupsWithinLimits(node, share)) throw new CalculatorBudgetError(work);
}

/** The engine's one work limit (checkWork) at the calculators' budget, as calc.error.budget. */
function withinBudget(work: number, budget: number): void {
  try {
    checkWork(work, budget);
  } catch (error) {
    if (error instanceof DiceLimitError) throw new CalculatorBudgetError(work);
    throw error;
  }
}

/** The share of the budget the attack-damage and save-half calculators give each distribution. */
export const MIXTURE_SHARE = 0.25;

/** Throws calc.error.budget when summing the parts for the most targets passes it (saveHalfPartsWork). */
export function checkPartsConvolution(expressions: readonly string[]): void {
  if (expressions.length < 2) return;
  withinBudget(saveHalfPartsWork(expressions, 2 * SAVE_HALF_LIMITS.maxTargets), CALCULATOR_WORK_BUDGET);
}
