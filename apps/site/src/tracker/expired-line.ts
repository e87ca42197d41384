import type { TrackerState } from '@polyhedral/core/tracker';
import type { TrackerText } from './tracker-text.ts';

/** The conditions that the last turn change ended, as one line (null when it ended none). */
export function expiredLine(
  text: TrackerText,
  conditionNames: Readonly<Record<string, string>>,
  before: TrackerState,
  next: TrackerState,
): string | null {
  const change = next.history.at(-1);
  if (!change || next.history.length <= before.history.length || change.expired.length === 0) return null;
  const items = change.expired.map((one) => {
    const creature = next.creatures.find((c) => c.id === one.creatureId);
    return `${creature?.name ?? one.creatureId}: ${conditionNames[one.condition.condition] ?? one.condition.condition}`;
  });
  return text.t('tracker.turn.expired', { list: text.list(items) });
}
