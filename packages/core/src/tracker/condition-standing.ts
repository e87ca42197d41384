import { conditionRulesFor } from '../conditions/condition-rules.ts';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { effectsIn } from '../conditions/roller-effects.ts';
import { activeConditions } from '../conditions/with-implied.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { EXHAUSTION, type TrackerConditionId } from './tracker-limits.ts';
import type { TrackerCreature } from './tracker-types.ts';

/*
 * Conditions the rules make moot (rule ID Conditions; SRD 5.2 Rules Glossary, CC-BY-4.0): a creature
 * immune to a condition (its own Condition Immunities, or Petrified's to Poisoned) is not affected.
 * The tracker keeps such a condition (it applies again if the immunity ends) and says it does not apply.
 */

/** The conditions a creature has that count on its rolls and defences: its own immunities taken off. */
export function countedConditions(
  creature: Pick<TrackerCreature, 'conditions' | 'conditionImmune'>,
): TrackerConditionId[] {
  const immune = new Set(creature.conditionImmune ?? []);
  return creature.conditions.map((one) => one.condition).filter((id) => !immune.has(id));
}

/** What a creature's roll reads of it: its counted conditions and its Exhaustion (at most death's level). */
export function rollerStanding(
  creature: Pick<TrackerCreature, 'conditions' | 'conditionImmune' | 'exhaustion'>,
) {
  return {
    conditions: countedConditions(creature),
    exhaustion: Math.min(creature.exhaustion, EXHAUSTION.deathAt),
  };
}

/** Each of a creature's conditions that does not apply, by its tracker ID, with why (activeConditions). */
export function mootConditions(
  creature: Pick<TrackerCreature, 'conditions' | 'conditionImmune'>,
  ruleset: Pick<Ruleset, 'id'> = DEFAULT_RULESET,
): Map<string, ConditionCause> {
  const ids = creature.conditions.map((one) => one.condition);
  const { blocked } = activeConditions(
    ids,
    effectsIn(conditionRulesFor(ruleset)),
    creature.conditionImmune ?? [],
  );
  const moot = new Map<string, ConditionCause>();
  for (const one of blocked) {
    if (one.via !== undefined) continue;
    const given = creature.conditions.find((c) => c.condition === one.condition);
    if (given && !moot.has(given.id)) moot.set(given.id, one.cause);
  }
  return moot;
}
