import type { DiceNode } from '@polyhedral/dice';
import { DAMAGE_TYPES, type DamageType } from '../rules/damage-limits.ts';

/**
 * The damage type a dice part names in brackets (`8d6[fire]`, as Avrae and Roll20 label damage;
 * rule DamageTypes): null when none does, 'several' when labels name different types. Matched
 * whole and case-insensitively; other labels (`[bless]`) are only labels.
 */
export function damageTypeOfLabels(node: DiceNode): DamageType | null | 'several' {
  const found = new Set<DamageType>();
  const stack: DiceNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if ((n.type === 'number' || n.type === 'dice' || n.type === 'group') && n.annotation !== undefined) {
      const label = n.annotation.trim().toLowerCase();
      if ((DAMAGE_TYPES as readonly string[]).includes(label)) found.add(label as DamageType);
    }
    if (n.type === 'group') stack.push(n.inner);
    else if (n.type === 'unary') stack.push(n.operand);
    else if (n.type === 'binary' || n.type === 'compare') stack.push(n.left, n.right);
  }
  if (found.size > 1) return 'several';
  return found.size === 1 ? [...found][0]! : null;
}
