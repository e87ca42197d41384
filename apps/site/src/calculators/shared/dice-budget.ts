import { SAVE_HALF_LIMITS, saveHalfPartsWork } from '@polyhedral/core';
import {
  checkWork,
  DiceLimitError,
  type DiceNode,
  estimateDistributionWork,
  parseDice,
} from '@polyhedral/dice';

/**
 * Calculators recompute on every keystroke and must answer within one frame (16 ms) at their
 * largest allowed input. The dice engine's own limits allow requests that take up to 250 ms,
 * so calculators hold exact distributions to a smaller budget of estimated work (the engine's
 * own estimate, see @polyhedral/dice estimateDistributionWork, in units of about 1 ns).
 * 6,000,000 units is about 3x `100d100` and admits `1d20!>=2` (4.9 million) and `20d20!` (1.5
 * million, about 1 ms); worst cases are printed by apps/site/tools/calc-timing.ts.
 */
export const CALCULATOR_WORK_BUDGET = 6_000_000;

/**
 * A frame policy on top of the engine's estimate (docs/DECISIONS.md "One work limit"): the
 * estimate is calibrated against the engine's 250 ms ceiling, where fixed costs per group (the
 * keep-lowest tables of many large dice, building long explosion chains) are small beside the
 * arithmetic; within a 16 ms frame they are not, so each dice group is also held to a size:
 * count x sides, and a stricter one for exploding dice. Together they keep every shape
 * calc-timing.ts tries within one frame.
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

/**
 * Throws a typed error (code calc.error.budget) when an expression is past the calculator budget.
 * `share` is the part of the budget one distribution may use: the attack and save calculators
 * mix several distributions of the same dice (hit, critical, half), so they pass 1/4.
 */
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

/**
 * Throws calc.error.budget when summing the damage parts, as the rolled damage and for every
 * target's defenses (the most targets allowed, saved and failed), passes the budget: the core's
 * own estimate of that work (saveHalfPartsWork, in the engine's units).
 */
export function checkPartsConvolution(expressions: readonly string[]): void {
  if (expressions.length < 2) return;
  withinBudget(saveHalfPartsWork(expressions, 2 * SAVE_HALF_LIMITS.maxTargets), CALCULATOR_WORK_BUDGET);
}
