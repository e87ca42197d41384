import type { ConditionCause, ConditionEffect, ConditionId, Judgement } from './condition-types.ts';
import type { AppliedEffect } from './roll-conditions-types.ts';
import { causeParams, leaveToTable, type RollTally } from './roll-tally.ts';

/**
 * One effect on one roll (ruleId Conditions): counts its Advantage or Disadvantage, adds its
 * modifier (Exhaustion: −2 × `level`), sets automatic failure or Critical Hits, and records its
 * cause. An effect that needs the table's judgement is applied only as `judged` says; otherwise
 * it is left to the table. Effects that do not change a roll (Speed, implied conditions) are
 * passed over.
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
