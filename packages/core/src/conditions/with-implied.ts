import type { ConditionCause, ConditionEffect, ConditionId, ConditionTermId } from './condition-types.ts';

/** A condition a creature has, and the condition that gave it (Paralyzed for its Incapacitated). */
export interface ActiveCondition {
  readonly condition: ConditionId;
  readonly via?: ConditionId;
}

/** A condition the creature would have but is immune to, and why ("immune" or from Petrified). */
export interface BlockedCondition extends ActiveCondition {
  /** The condition whose `condition-immunity` effect blocks it; absent: the creature's own immunity. */
  readonly by?: ConditionId;
  /** `conditions.cause.immune` (own) or `conditions.cause.immune-from` (a condition's). */
  readonly cause: ConditionCause;
}

/**
 * A creature's conditions as the rules count them (ruleIds ConditionsDontStack, DamageandHealing
 * "Immunity to a condition means you aren't affected by it", Conditions): each condition once,
 * the ones they imply (Unconscious: Incapacitated and Prone), less the ones it is immune to —
 * its own immunities (`immuneTo`: a monster immune to Poisoned) and those its conditions give
 * (SRD 5.2 Petrified: Immunity to the Poisoned condition). A blocked condition brings nothing,
 * not even the conditions it implies, and comes back in `blocked` with its reason.
 */
export function activeConditions(
  conditions: readonly ConditionId[],
  effectsOf: (id: ConditionTermId) => readonly ConditionEffect[],
  immuneTo: readonly ConditionId[] = [],
): { active: ActiveCondition[]; blocked: BlockedCondition[] } {
  const own = new Set(immuneTo);
  const blocked: BlockedCondition[] = [];
  // `by`: the condition whose immunity blocks it (`immune-from`); none: the creature's own (`immune`).
  const block = (entry: ActiveCondition, by?: ConditionId) => {
    const params = {
      condition: entry.condition,
      ...(entry.via ? { via: entry.via } : {}),
      ...(by ? { by } : {}),
    };
    const code = by ? 'conditions.cause.immune-from' : 'conditions.cause.immune';
    blocked.push({ ...entry, ...(by ? { by } : {}), cause: { code, params } });
  };
  const blockOwn = (entry: ActiveCondition): boolean => {
    if (own.has(entry.condition)) block(entry);
    return own.has(entry.condition);
  };
  const expanded = withImpliedOf(
    conditions.filter((id, at) => conditions.indexOf(id) === at && !blockOwn({ condition: id })),
    effectsOf,
  ).filter((entry) => entry.via === undefined || !blockOwn(entry));
  // A condition's immunities (Petrified: Poisoned), from every condition the creature still has.
  const givers = new Map<ConditionId, ConditionId>();
  for (const { condition } of expanded) {
    for (const effect of effectsOf(condition)) {
      if (effect.kind === 'condition-immunity' && !givers.has(effect.immuneTo)) {
        givers.set(effect.immuneTo, condition);
      }
    }
  }
  const active: ActiveCondition[] = [];
  for (const entry of expanded) {
    const by = givers.get(entry.condition);
    if (by === undefined || by === entry.condition) active.push(entry);
    else block(entry, by);
  }
  return { active, blocked };
}

/**
 * A condition and the ones it implies (Unconscious: Incapacitated and Prone), each once
 * (ruleId Conditions: ConditionsDontStack), less the ones a condition's immunity blocks
 * (Petrified: Poisoned). `activeConditions` also says which were blocked and why.
 */
export function withImplied(
  conditions: readonly ConditionId[],
  effectsOf: (id: ConditionTermId) => readonly ConditionEffect[],
  immuneTo: readonly ConditionId[] = [],
): ActiveCondition[] {
  return activeConditions(conditions, effectsOf, immuneTo).active;
}

function withImpliedOf(
  conditions: readonly ConditionId[],
  effectsOf: (id: ConditionTermId) => readonly ConditionEffect[],
): ActiveCondition[] {
  // `conditions` holds each condition once (activeConditions takes out the repeats).
  const out: ActiveCondition[] = conditions.map((id) => ({ condition: id }));
  const seen = new Set<ConditionId>(conditions);
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
