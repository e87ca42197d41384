import type { ConditionCause, ConditionEffect, ConditionId, Judgement } from './condition-types.ts';
import type { AppliedEffect } from './roll-conditions-types.ts';
import { causeParams, leaveToTable, type RollTally } from './roll-tally.ts';

/**
 * One effect on one roll (ruleId Conditions), with its cause: Advantage, Disadvantage, a modifier
 * (Exhaustion: −2 × `level`), automatic failure or Critical Hits. One needing the table's judgement
 * applies only as `judged` says; effects that change no roll are passed over.
 */
export function applyEffect(
  tally: RollTally,
  effect: ConditionEffect,
  side: AppliedEffect['side'],
  via: ConditionId | undefined,
  level: number,
  judged: ReadonlySet<Judgement>,
): void {
  if (effect.judgement) {
    const holds = judged.has(effect.judgement.judgement);
    const applies = effect.judgement.applies === 'if' ? holds : !holds;
    if (!applies) {
      leaveToTable(tally, effect, side, via, effect.judgement.judgement);
      return;
    }
  }
  const params = causeParams(effect, via);
  let cause: ConditionCause;
  switch (effect.kind) {
    case 'advantage':
      tally.advantage += 1;
      cause = { code: 'conditions.cause.advantage', params };
      break;
    case 'disadvantage':
      tally.disadvantage += 1;
      cause = { code: 'conditions.cause.disadvantage', params };
      break;
    case 'auto-fail':
      tally.autoFail = true;
      cause = { code: 'conditions.cause.auto-fail', params };
      break;
    case 'critical-hit':
      tally.criticalOnHit = true;
      cause = { code: 'conditions.cause.critical-within-5-feet', params };
      break;
    case 'modifier': {
      const amount = effect.amount + effect.perLevel * level;
      tally.modifier += amount;
      cause =
        effect.perLevel !== 0
          ? { code: 'conditions.cause.exhaustion', params: { ...params, amount, level } }
          : { code: 'conditions.cause.modifier', params: { ...params, amount } };
      break;
    }
    default:
      return;
  }
  tally.applied.push({ effect, side, ...(via ? { via } : {}), cause });
  tally.causes.push(cause);
}
