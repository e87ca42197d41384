import { isBloodied } from '@polyhedral/core';
import { creatureSpeed, type TrackerCreature } from '@polyhedral/core/tracker';
import type { TrackerText } from './tracker-text.ts';

/** A character at 0 HP, neither dead nor Stable: it makes Death Saving Throws. */
export function isDying(creature: TrackerCreature): boolean {
  return creature.kind === 'character' && creature.hp === 0 && !creature.dead && !creature.stable;
}

/** The one status word a creature shows (dead, defeated, Stable, dying, Bloodied), or null. */
export function statusText(creature: TrackerCreature, text: TrackerText): string | null {
  const { t, n } = text;
  if (creature.dead) return t('tracker.status.dead');
  if (creature.defeated) return t('tracker.status.defeated');
  if (creature.stable) return t('tracker.status.stable');
  if (isDying(creature))
    return t('tracker.status.dying', {
      successes: n(creature.deathSaves.successes),
      failures: n(creature.deathSaves.failures),
    });
  return isBloodied(creature.hp, creature.maxHp) ? t('tracker.status.bloodied') : null;
}

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
