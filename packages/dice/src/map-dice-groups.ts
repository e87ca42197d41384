import type { DiceNode } from './ast.ts';

type DiceGroupNode = Extract<DiceNode, { type: 'dice' }>;

/**
 * Returns a copy of the tree with every dice group replaced by `fn(group)` (the replacement may be
 * any node, e.g. a doubled group for a critical hit); other nodes are copied unchanged.
 */
export function mapDiceGroups(node: DiceNode, fn: (group: DiceGroupNode) => DiceNode): DiceNode {
  switch (node.type) {
    case 'dice':
      return fn(node);
    case 'number':
      return { ...node };
    case 'group':
      return { ...node, inner: mapDiceGroups(node.inner, fn) };
    case 'unary':
      return { ...node, operand: mapDiceGroups(node.operand, fn) };
    case 'binary':
      return { ...node, left: mapDiceGroups(node.left, fn), right: mapDiceGroups(node.right, fn) };
    case 'compare':
      return { ...node, left: mapDiceGroups(node.left, fn), right: mapDiceGroups(node.right, fn) };
  }
}
