import type { ConditionCause, ConditionEffect, ConditionId } from './condition-types.ts';
import type { AppliedEffect } from './roll-conditions-types.ts';

/** What the effects on one roll add up to so far, while `rollConditions` walks them. */
export interface RollTally {
  advantage: number;
  disadvantage: number;
  modifier: number;
  autoFail: boolean;
  criticalOnHit: boolean;
  readonly applied: AppliedEffect[];
  readonly judgement: AppliedEffect[];
  readonly absent: ConditionCause[];
  readonly immune: ConditionCause[];
  cannotAct: ConditionCause | null;
  readonly causes: ConditionCause[];
}

/** A tally that starts from the other sources of Advantage and Disadvantage (a spell, Help...). */
export function newRollTally(otherAdvantage: number, otherDisadvantage: number): RollTally {
  return {
    advantage: otherAdvantage,
    disadvantage: otherDisadvantage,
    modifier: 0,
    autoFail: false,
    criticalOnHit: false,
    applied: [],
    judgement: [],
    absent: [],
    immune: [],
    cannotAct: null,
    causes: [],
  };
}

/** The cause's parameters every effect shares: the condition, via which one, its rule ID. */
export function causeParams(effect: ConditionEffect, via: ConditionId | undefined) {
  return {
    condition: effect.condition,
    ...(via ? { via } : {}),
    ruleId: effect.source.ruleId,
    effect: effect.id,
  };
}

/** An effect left to the table's judgement (not applied), with the judgement it waits for. */
export function leaveToTable(
  tally: RollTally,
  effect: ConditionEffect,
  side: AppliedEffect['side'],
  via: ConditionId | undefined,
  judgement: string,
): void {
  tally.judgement.push({
    effect,
    side,
    ...(via ? { via } : {}),
    cause: {
      code: 'conditions.cause.judgement',
      params: { ...causeParams(effect, via), kind: effect.kind, judgement },
    },
  });
}
