import type { ConditionEffect, ConditionId } from './condition-types.ts';
import type { RollInput } from './read-roll-input.ts';
import { causeParams, leaveToTable, type RollTally } from './roll-tally.ts';

/**
 * A creature that can't take actions (SRD 5.2 Incapacitated; the Playtest's Paralyzed, Stunned and
 * Unconscious: "cannot ... take actions") makes no attack roll (`conditions.cause.cannot-act`). A
 * check uses an action only sometimes (Search, Study), so the table decides (`check-uses-action`);
 * saving throws, Initiative and Death Saving Throws are no actions.
 */
export function applyCannotAct(
  tally: RollTally,
  effect: ConditionEffect,
  via: ConditionId | undefined,
  input: Pick<RollInput, 'roll' | 'judged'>,
): void {
  // Charmed: "You can't attack the charmer": an attack roll against it is not made, when the table
  // says the target is the charmer; otherwise that judgement is listed, never applied silently.
  if (effect.kind === 'cannot' && effect.what === 'attack-charmer') {
    if (input.roll !== 'attack') return;
    if (!input.judged.has('target-is-charmer')) {
      leaveToTable(tally, effect, 'roller', via, 'target-is-charmer');
      return;
    }
    if (tally.cannotAct === null) {
      const cause = { code: 'conditions.cause.cannot-attack-charmer', params: causeParams(effect, via) };
      tally.cannotAct = cause;
      tally.applied.push({ effect, side: 'roller', ...(via ? { via } : {}), cause });
    }
    return;
  }
  if (input.roll === 'check' && !input.judged.has('check-uses-action')) {
    leaveToTable(tally, effect, 'roller', via, 'check-uses-action');
    return;
  }
  if (input.roll !== 'attack' && input.roll !== 'check') return;
  if (tally.cannotAct !== null) return;
  const cause = { code: 'conditions.cause.cannot-act', params: causeParams(effect, via) };
  tally.cannotAct = cause;
  tally.applied.push({ effect, side: 'roller', ...(via ? { via } : {}), cause });
}
