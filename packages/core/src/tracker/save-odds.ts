import { type ConditionedD20Test, d20TestWithConditions } from '../conditions/d20-with-conditions.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { countedConditions } from './condition-standing.ts';
import { effectDiceFor } from './effects.ts';
import type { TrackerCreature } from './tracker-types.ts';

/**
 * The exact odds of a creature's saving throw in the tracker, through the core's one function for
 * conditions (d20TestWithConditions): its save bonus (+0 when the table gave none), its own
 * conditions and Exhaustion, its custom effects' dice (Bless +1d4: counted over every face, not
 * averaged), and other sources of Advantage or Disadvantage the table names. The result carries
 * every reason (`conditions.causes`).
 */
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
