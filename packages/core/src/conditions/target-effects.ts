import type { Ruleset } from '../rulesets/types.ts';
import { applyEffect } from './apply-effect.ts';
import type { ConditionRules } from './condition-types.ts';
import type { RollInput } from './read-roll-input.ts';
import { leaveToTable, type RollTally } from './roll-tally.ts';
import { effectsIn, markAbsent } from './roller-effects.ts';
import { activeConditions } from './with-implied.ts';

/**
 * The target's conditions on an attack roll against it (ruleId Conditions: Prone's Advantage
 * within 5 feet and Disadvantage beyond, Paralyzed's Critical Hits within 5 feet...). A
 * distance effect with the distance not known is left to the table.
 */
export function applyTargetEffects(
  tally: RollTally,
  input: RollInput,
  rules: ConditionRules,
  ruleset: Pick<Ruleset, 'id'>,
): void {
  if (input.roll !== 'attack') return;
  const { active, blocked } = activeConditions(input.against, effectsIn(rules), input.againstImmune);
  for (const one of blocked)
    tally.immune.push({ ...one.cause, params: { ...one.cause.params, side: 'target' } });
  for (const { condition, via } of active) {
    const entry = rules.conditions[condition];
    if (entry.status === 'absent') {
      markAbsent(tally, condition, ruleset, 'target-condition');
      continue;
    }
    for (const effect of entry.effects) {
      if (!('on' in effect) || effect.on.roll !== 'attack-against') continue;
      const wanted = effect.on.distance;
      if (wanted !== undefined && input.distance === undefined) {
        leaveToTable(tally, effect, 'target', via, 'distance');
        continue;
      }
      if (wanted !== undefined && wanted !== input.distance) continue;
      applyEffect(tally, effect, 'target', via, 0, input.judged);
    }
  }
}
