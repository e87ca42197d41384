/** How the condition tables build their entries: an effect with its ID and source, a condition's rule. */
import type {
  ConditionEffect,
  ConditionRule,
  ConditionTermId,
  EffectKind,
  EffectSource,
  JudgementRule,
} from './condition-types.ts';

/** What an effect is, after its condition, name and source: its kind, and what the table judges. */
export type EffectArguments = [kind: EffectKind, judgement?: JudgementRule];

/** One effect of `condition`: its kind, its ID, where its sentence comes from and what the table judges. */
export function conditionEffect(
  condition: ConditionTermId,
  name: string,
  source: EffectSource,
  ...[kind, judgement]: EffectArguments
): ConditionEffect {
  return {
    ...kind,
    id: `${condition}.${name}`,
    condition,
    source,
    ...(judgement ? { judgement } : {}),
  };
}

/** A condition the ruleset has, with its effects. */
export function conditionRule(condition: ConditionTermId, effects: ConditionEffect[]): ConditionRule {
  return { status: 'rule', condition, effects };
}
