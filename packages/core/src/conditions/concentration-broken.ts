import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireOption } from '../validate.ts';
import { CONDITION_IDS } from './condition-list.ts';
import { conditionRulesFor } from './condition-rules.ts';
import type { ConditionCause, ConditionId } from './condition-types.ts';
import { effectsIn } from './roller-effects.ts';

/**
 * The condition that ends a creature's Concentration, if any (SRD 5.2 IncapacitatedCondition:
 * "your Concentration is broken"; Paralyzed, Petrified, Stunned and Unconscious give
 * Incapacitated): the cause `conditions.cause.no-concentration`, or null. The Playtest has no
 * Incapacitated condition, so none does there.
 */
export function concentrationBrokenBy(
  conditions: readonly ConditionId[],
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionCause | null {
  const effectsOf = effectsIn(conditionRulesFor(ruleset));
  for (const raw of conditions) {
    const id = requireOption('condition', raw, CONDITION_IDS);
    const own = effectsOf(id).find((effect) => effect.kind === 'no-concentration');
    if (own) return { code: 'conditions.cause.no-concentration', params: { condition: id, effect: own.id } };
    for (const effect of effectsOf(id)) {
      if (effect.kind !== 'implies') continue;
      const implied = effectsOf(effect.implied).find((one) => one.kind === 'no-concentration');
      if (implied) {
        return {
          code: 'conditions.cause.no-concentration',
          params: { condition: effect.implied, via: id, effect: implied.id },
        };
      }
    }
  }
  return null;
}
