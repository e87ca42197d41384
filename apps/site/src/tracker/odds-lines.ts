import type { ConditionedD20Test } from '@polyhedral/core/conditions';
import type { TrackerText } from './tracker-text.ts';

/*
 * Odds before the roll in the attack and check tabs (the core's attackOddsFor / checkOddsFor, the
 * same one function the D20 Test calculator uses): each target's or roller's exact chance, and
 * every reason (Disadvantage: Poisoned), or that no roll can be made.
 */

/** One line of odds: "Goblin 1: hits 55.00% (11/20), Critical Hit 5.00% (1/20) (Disadvantage: Poisoned)". */
export function oddsLine(
  text: TrackerText,
  name: string,
  odds: ConditionedD20Test,
  kind: 'attack' | 'check',
): string {
  const { t } = text;
  const cannotAct = odds.conditions.cannotAct;
  if (cannotAct) return t('tracker.odds.cannotAct', { name, reason: text.cause(cannotAct) });
  const params = {
    name,
    percent: text.percent(odds.success),
    fraction: odds.exact.success.toString(),
    critPercent: text.percent(odds.critical),
    critFraction: odds.exact.critical.toString(),
  };
  const line = t(kind === 'attack' ? 'tracker.attack.odds' : 'tracker.check.odds', params);
  const causes = odds.conditions.causes;
  return causes.length === 0 ? line : `${line} · ${causes.map((cause) => text.cause(cause)).join(' · ')}`;
}

/** The core's odds (a roll's, a group's), or none while the inputs do not read yet (the core refused them). */
export function orNone<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}
