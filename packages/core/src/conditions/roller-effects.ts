import { RuleInputError } from '../errors.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { applyEffect } from './apply-effect.ts';
import { applyCannotAct } from './cannot-act.ts';
import { nameOfCondition } from './condition-names.ts';
import {
  type ConditionEffect,
  type ConditionRules,
  type ConditionTermId,
  EXHAUSTION_TERM,
} from './condition-types.ts';
import { picksOwn } from './picks-own.ts';
import type { RollInput } from './read-roll-input.ts';
import type { RollTally } from './roll-tally.ts';
import { activeConditions } from './with-implied.ts';

/** A condition term's effects in this ruleset; none where the ruleset lacks the condition. */
export function effectsIn(rules: ConditionRules) {
  return (id: ConditionTermId): readonly ConditionEffect[] => {
    const entry = rules.conditions[id];
    return entry.status === 'rule' ? entry.effects : [];
  };
}

/** A condition the ruleset lacks is refused alike everywhere (issue 61), naming field, condition, ruleset. */
export function markAbsent(
  _tally: RollTally,
  condition: ConditionTermId,
  ruleset: Pick<Ruleset, 'id'>,
  field = 'condition',
): never {
  throw new RuleInputError('rules.ruleset.no-condition', {
    field: condition === EXHAUSTION_TERM ? 'exhaustion' : field,
    condition: condition === EXHAUSTION_TERM ? 'exhaustion' : nameOfCondition(condition),
    ruleset: ruleset.id,
  });
}

/**
 * The roller's own conditions (and the ones they imply) and its Exhaustion level on its own roll
 * (ruleId Conditions; Exhaustion: −2 × level on every D20 Test in SRD 5.2).
 */
export function applyRollerEffects(
  tally: RollTally,
  input: RollInput,
  rules: ConditionRules,
  ruleset: Pick<Ruleset, 'id'>,
): void {
  const picks = (effect: ConditionEffect) =>
    'on' in effect && picksOwn(effect.on, input.roll, input.ability, rules.initiative.isDexterityCheck);
  const { active, blocked } = activeConditions(input.own, effectsIn(rules), input.ownImmune);
  for (const one of blocked) tally.immune.push(one.cause);
  for (const { condition, via } of active) {
    const entry = rules.conditions[condition];
    if (entry.status === 'absent') {
      markAbsent(tally, condition, ruleset);
      continue;
    }
    for (const effect of entry.effects) {
      if (effect.kind === 'cannot' && effect.what !== 'approach-fear-source') {
        applyCannotAct(tally, effect, via, input);
      } else if (picks(effect)) applyEffect(tally, effect, 'roller', via, 0, input.judged);
    }
  }
  if (input.exhaustion === 0) return;
  const entry = rules.conditions[EXHAUSTION_TERM];
  if (entry.status === 'absent') {
    markAbsent(tally, EXHAUSTION_TERM, ruleset);
    return;
  }
  for (const effect of entry.effects) {
    if (picks(effect)) applyEffect(tally, effect, 'roller', undefined, input.exhaustion, input.judged);
  }
}
