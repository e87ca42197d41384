import { isBloodied } from '@polyhedral/core';
import type { TrackerCreature } from '@polyhedral/core/tracker';
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
