import { type ConditionedD20Test, d20TestWithConditions } from '../conditions/d20-with-conditions.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { countedConditions } from './condition-standing.ts';
import { effectDiceFor } from './effects.ts';
import type { TrackerCreature } from './tracker-types.ts';

/** The exact odds of a creature's saving throw (d20TestWithConditions), effect dice over every face. */
export function saveOddsFor(
  creature: Pick<TrackerCreature, 'saves' | 'conditions' | 'conditionImmune' | 'exhaustion' | 'effects'>,
  save: { ability: Ability; dc: number; advantage?: number; disadvantage?: number },
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionedD20Test {
  return d20TestWithConditions(
    { kind: 'save', bonus: creature.saves[save.ability] ?? 0, target: save.dc },
    {
      roll: 'save',
      ability: save.ability,
      roller: {
        conditions: countedConditions(creature),
        exhaustion: creature.exhaustion,
      },
      bonusDice: effectDiceFor(creature, 'save'),
      ...(save.advantage ? { advantage: save.advantage } : {}),
      ...(save.disadvantage ? { disadvantage: save.disadvantage } : {}),
    },
    ruleset,
  );
}
