import { type DiceNode, parseDice } from '@polyhedral/dice';

/**
 * Calculators recompute on every keystroke and must answer within one frame (16 ms) at their
 * largest allowed input (measured by apps/site/scripts/calc-timing.ts). Damage expressions in
 * the attack and save calculators are therefore held to a smaller budget than the dice engine's
 * own limits; the dice calculator itself uses CALCULATOR_DICE_BUDGET.dice.
 */
export const CALCULATOR_DICE_BUDGET = {
  /** Damage dice of one attack or effect (a critical hit doubles them). */
  damage: { maxDice: 20, maxSides: 100 },
  /** The free-form dice calculator. */
  dice: { maxDice: 100, maxSides: 100 },
} as const;

export class CalculatorBudgetError extends Error {
  readonly code = 'calc.error.budget';
  readonly params: Record<string, number>;
  constructor(maxDice: number, maxSides: number) {
    super(`calc.error.budget: at most ${maxDice} dice of up to ${maxSides} sides`);
    this.params = { maxDice, maxSides };
  }
}

function countDice(node: DiceNode): { dice: number; sides: number } {
  switch (node.type) {
    case 'number':
      return { dice: 0, sides: 0 };
    case 'dice': {
      const sides =
        node.faces.kind === 'standard' ? node.faces.sides : node.faces.kind === 'fate' ? 3 : node.faces.faces.length;
      return { dice: node.count, sides };
    }
    case 'unary':
      return countDice(node.operand);
    case 'group':
      return countDice(node.inner);
    case 'binary':
    case 'compare': {
      const left = countDice(node.left);
      const right = countDice(node.right);
      return { dice: left.dice + right.dice, sides: Math.max(left.sides, right.sides) };
    }
  }
}

/** Throws a typed error (code calc.error.budget) when an expression is past a calculator budget. */
export function checkCalculatorDice(
  expression: string,
  budget: { maxDice: number; maxSides: number } = CALCULATOR_DICE_BUDGET.damage,
): void {
  const { dice, sides } = countDice(parseDice(expression));
  if (dice > budget.maxDice || sides > budget.maxSides) throw new CalculatorBudgetError(budget.maxDice, budget.maxSides);
}
