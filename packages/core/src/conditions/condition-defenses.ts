import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';
import { requireOption } from '../validate.ts';
import { conditionRulesFor } from './condition-rules.ts';
import type { ConditionCause, ConditionEffect, ConditionId, ConditionTermId } from './condition-types.ts';
import { withImplied } from './with-implied.ts';

/** What a creature's conditions do to the damage it takes (rule ID Conditions). */
export interface ConditionDamageDefenses {
  /** The conditions that give it Resistance to all damage (SRD 5.2 Petrified), each once. */
  readonly resistAllFrom: readonly ConditionId[];
  /** The reasons in words: `conditions.cause.resistance` ("Resistance: Petrified"). */
  readonly causes: readonly ConditionCause[];
}

/**
 * The damage defenses a creature's conditions give, read from the conditions data of the ruleset
 * (the `resistance-all` effects; SRD 5.2 Petrified: "you have Resistance to all damage"; the
 * Playtest has no Petrified). Resistance from several sources counts once (NoStacking), which
 * modifyDamage applies when it meets `resistAllFrom`.
 */
export function conditionDamageDefenses(
  conditions: readonly ConditionId[],
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionDamageDefenses {
  const rules = conditionRulesFor(ruleset);
  const effectsOf = (id: ConditionTermId): readonly ConditionEffect[] => {
    const entry = rules.conditions[id];
    return entry.status === 'rule' ? entry.effects : [];
  };
  const own = conditions.map((c) => requireOption('condition', c, TRACKER_CONDITIONS));
  const resistAllFrom: ConditionId[] = [];
  const causes: ConditionCause[] = [];
  for (const { condition, via } of withImplied(own, effectsOf)) {
    for (const effect of effectsOf(condition)) {
      if (effect.kind !== 'resistance-all' || resistAllFrom.includes(condition)) continue;
      resistAllFrom.push(condition);
      causes.push({
        code: 'conditions.cause.resistance',
        params: {
          condition: effect.condition,
          ...(via ? { via } : {}),
          ruleId: effect.source.ruleId,
          effect: effect.id,
        },
      });
    }
  }
  return { resistAllFrom, causes };
}
