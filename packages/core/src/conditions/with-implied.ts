import type { ConditionEffect, ConditionId, ConditionTermId } from './condition-types.ts';

/**
 * A condition and the ones it implies (Unconscious: Incapacitated and Prone), each once
 * (ruleId Conditions: ConditionsDontStack).
 */
export function withImplied(
  conditions: readonly ConditionId[],
  effectsOf: (id: ConditionTermId) => readonly ConditionEffect[],
): Array<{ condition: ConditionId; via?: ConditionId }> {
  const out: Array<{ condition: ConditionId; via?: ConditionId }> = [];
  const seen = new Set<ConditionId>();
  for (const id of conditions) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ condition: id });
  }
  // Conditions don't stack (ConditionsDontStack): an implied one the creature has anyway counts once.
  for (const id of conditions) {
    for (const effect of effectsOf(id)) {
      if (effect.kind !== 'implies' || seen.has(effect.implied)) continue;
      seen.add(effect.implied);
      out.push({ condition: effect.implied, via: id });
    }
  }
  return out;
}
