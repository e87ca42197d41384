import { type SpeedWithConditions, speedWithConditions } from '../conditions/speed-with-conditions.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { EXHAUSTION } from './tracker-limits.ts';
import type { TrackerCreature } from './tracker-types.ts';

/** A creature's Speed with conditions and Exhaustion (speedWithConditions); null if not given, or dead. */
export function creatureSpeed(
  creature: Pick<TrackerCreature, 'speed' | 'conditions' | 'exhaustion'> & { readonly dead?: boolean },
  ruleset: Ruleset = DEFAULT_RULESET,
): SpeedWithConditions | null {
  if (creature.speed === undefined || creature.dead === true) return null;
  return speedWithConditions(
    creature.speed,
    creature.conditions.map((one) => one.condition),
    Math.min(creature.exhaustion, EXHAUSTION.deathAt),
    ruleset,
  );
}
