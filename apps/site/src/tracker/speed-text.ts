import { creatureSpeed, type TrackerCreature } from '@polyhedral/core/tracker';
import type { TrackerText } from './tracker-text.ts';

/**
 * A creature's Speed as the core's speedWithConditions gives it, with the reasons when its
 * conditions or Exhaustion changed it ("Speed 30 ft (of 40 ft: −10 feet of Speed: Exhaustion level
 * 2)"); null when the table gave it no Speed.
 */
export function speedText(text: TrackerText, creature: TrackerCreature): string | null {
  const { t, n } = text;
  const speed = creatureSpeed(creature);
  if (!speed) return null;
  if (speed.causes.length === 0) return t('tracker.speed.value', { feet: n(speed.speed) });
  return t('tracker.speed.changed', {
    feet: n(speed.speed),
    base: n(speed.base),
    why: speed.causes.map((cause) => text.cause(cause)).join('; '),
  });
}
