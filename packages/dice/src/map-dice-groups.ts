import type { DiceNode } from './ast.ts';
import { validateTree } from './evaluate/validate-tree.ts';

type DiceGroupNode = Extract<DiceNode, { type: 'dice' }>;

/** A copy of the tree with every dice group replaced by `fn(group)` (a critical hit's doubled group). */
export function mapDiceGroups(node: DiceNode, fn: (group: DiceGroupNode) => DiceNode): DiceNode {
  validateTree(node);
  return mapNode(node, fn);
}

function mapNode(node: DiceNode, fn: (group: DiceGroupNode) => DiceNode): DiceNode {
  switch (node.type) {
    case 'dice':
      return fn(node);
    case 'number':
      return { ...node };
    case 'group':
      return { ...node, inner: mapNode(node.inner, fn) };
    case 'unary':
      return { ...node, operand: mapNode(node.operand, fn) };
    case 'binary':
    case 'compare':
      return { ...node, left: mapNode(node.left, fn), right: mapNode(node.right, fn) };
  }
}
