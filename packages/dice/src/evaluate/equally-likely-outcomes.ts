/**
 * How many equally likely outcomes a dice expression rolls over, when finite: every probability of
 * its distribution is then a whole number of them over this count (a d20: 20; `4d6kh3`: 6^4;
 * `1d8ro<2`: 8^2, the reroll rolled or not). Null where the count is not finite or not one roll of
 * fixed dice: explosions and rerolls until a face (capped chains).
 */
import type { DiceNode, DieFaces, DieModifier } from '../ast.ts';

function facesOf(faces: DieFaces): bigint {
  if (faces.kind === 'standard') return BigInt(faces.sides);
  return faces.kind === 'fate' ? 3n : BigInt(faces.faces.length);
}

/** The rolls one die of a group takes at most (a reroll once: two), or null for a chain. */
function rollsPerDie(modifiers: readonly DieModifier[]): number | null {
  let rolls = 1;
  for (const modifier of modifiers) {
    if (modifier.type === 'explode' || (modifier.type === 'reroll' && !modifier.once)) return null;
    if (modifier.type === 'reroll') rolls *= 2;
  }
  return rolls;
}

export function equallyLikelyOutcomes(node: DiceNode): bigint | null {
  switch (node.type) {
    case 'number':
      return 1n;
    case 'dice': {
      const rolls = rollsPerDie(node.modifiers);
      if (rolls === null) return null;
      // `ra` rolls one more die when a face matches: counted as always rolled, read or not.
      const added = node.modifiers.some((modifier) => modifier.type === 'reroll-add') ? 1 : 0;
      return facesOf(node.faces) ** BigInt(node.count * rolls + added);
    }
    case 'unary':
      return equallyLikelyOutcomes(node.operand);
    case 'group':
      return equallyLikelyOutcomes(node.inner);
    case 'binary':
    case 'compare': {
      const left = equallyLikelyOutcomes(node.left);
      const right = equallyLikelyOutcomes(node.right);
      return left === null || right === null ? null : left * right;
    }
  }
}
