import type { DiceNode } from '../ast.ts';

/** A division (any binary operation the evaluators divide by its rounding). */
export type DivisionNode = Extract<DiceNode, { type: 'binary' }>;

/**
 * The division a `floor(…)`, `ceil(…)` or `round(…)` rounds (`ceil((1d6+1)/2)`), or null when the
 * argument is no division (whole numbers stay as they are): every evaluator reads it so.
 */
export function roundedDivision(node: Extract<DiceNode, { type: 'group' }>): DivisionNode | null {
  if (node.fn === undefined || node.fn === 'abs') return null;
  let inner = node.inner;
  while (inner.type === 'group' && inner.fn === undefined) inner = inner.inner;
  return inner.type === 'binary' && inner.op === '/' ? inner : null;
}
