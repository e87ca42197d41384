import type { DiceNode } from '../ast.ts';

/** A division (any binary operation the evaluators divide by its rounding). */
export type DivisionNode = Extract<DiceNode, { type: 'binary' }>;

/**
 * The division a `floor(…)`, `ceil(…)` or `round(…)` rounds: the argument's last operation
 * through plain parentheses (`ceil((1d6+1)/2)`), or null when the argument is no division (its
 * values are whole numbers, which the function leaves as they are). Every evaluator reads the
 * function through this one rule; the parser refuses any other division inside a function.
 */
export function roundedDivision(node: Extract<DiceNode, { type: 'group' }>): DivisionNode | null {
  if (node.fn === undefined || node.fn === 'abs') return null;
  let inner = node.inner;
  while (inner.type === 'group' && inner.fn === undefined) inner = inner.inner;
  return inner.type === 'binary' && inner.op === '/' ? inner : null;
}
