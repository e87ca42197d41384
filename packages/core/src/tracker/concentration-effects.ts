import { concentrationBrokenBy } from '../conditions/concentration-broken.ts';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { TrackerCreature, TrackerEffect, TrackerState } from './tracker-types.ts';

/*
 * Effects that last while a creature concentrates (SRD 5.2 Rules Glossary, "Concentration",
 * CC-BY-4.0: an effect that needs Concentration ends when the Concentration ends). The tracker
 * keeps one rule about them: an effect tied to a creature exists only while that creature is in
 * the tracker and concentrating. Every change that can end Concentration (a failed save, 0 HP,
 * death, a condition that Incapacitates, dropping it by hand, removing the creature) ends its
 * effects on every target through endTiedEffects.
 */

/** Whether an effect's Concentration is still held (an effect tied to no one always is). */
function held(effect: TrackerEffect, concentrating: ReadonlySet<string>): boolean {
  return effect.concentration === undefined || concentrating.has(effect.concentration.creatureId);
}

/** The tracker with every effect whose concentrating creature no longer concentrates taken off. */
export function endTiedEffects(state: TrackerState): TrackerState {
  const concentrating = new Set(state.creatures.filter((one) => one.concentrating).map((one) => one.id));
  let changed = false;
  const creatures = state.creatures.map((creature) => {
    const effects = creature.effects ?? [];
    const kept = effects.filter((effect) => held(effect, concentrating));
    if (kept.length === effects.length) return creature;
    changed = true;
    return { ...creature, effects: kept };
  });
  return changed ? { ...state, creatures } : state;
}

/** Why a creature's Concentration ended, as one change left it. */
export type ConcentrationEndReason =
  | { readonly kind: 'dead' | 'zero-hp' | 'failed-save' | 'dropped' | 'removed' }
  | { readonly kind: 'condition'; readonly cause: ConditionCause };

/** One creature whose Concentration a change ended, why, and the effects that ended with it. */
export interface ConcentrationEnding {
  readonly creatureId: string;
  readonly creatureName: string;
  readonly reason: ConcentrationEndReason;
  /** Each effect tied to it that was on a target before and is gone now. */
  readonly effects: ReadonlyArray<{ readonly targetId: string; readonly effect: TrackerEffect }>;
}

function reasonFor(
  before: TrackerCreature,
  after: TrackerCreature | undefined,
  ruleset: Ruleset,
): ConcentrationEndReason {
  if (!after) return { kind: 'removed' };
  if (after.dead) return { kind: 'dead' };
  if (after.hp === 0) return { kind: 'zero-hp' };
  const cause = concentrationBrokenBy(
    after.conditions.map((one) => one.condition),
    ruleset,
  );
  if (cause) return { kind: 'condition', cause };
  if (before.concentrationChecks.length > 0 && after.concentrationChecks.length === 0)
    return { kind: 'failed-save' };
  return { kind: 'dropped' };
}

/**
 * What one change did to Concentration: each creature concentrating before and not after, the
 * reason read from the state it left (removed, dead, 0 HP, a condition that breaks Concentration,
 * a save it owed and lost, else dropped by the table) and the effects tied to it that ended on
 * each target. The receipt of every action words this the same way.
 */
export function concentrationEndings(
  before: TrackerState,
  after: TrackerState,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConcentrationEnding[] {
  const now = new Map(after.creatures.map((one) => [one.id, one]));
  const endings: ConcentrationEnding[] = [];
  for (const creature of before.creatures) {
    const later = now.get(creature.id);
    if (!creature.concentrating || later?.concentrating) continue;
    const effects = before.creatures.flatMap((target) =>
      (target.effects ?? [])
        .filter((effect) => effect.concentration?.creatureId === creature.id)
        .filter((effect) => !(now.get(target.id)?.effects ?? []).some((one) => one.id === effect.id))
        .map((effect) => ({ targetId: target.id, effect })),
    );
    endings.push({
      creatureId: creature.id,
      creatureName: creature.name,
      reason: reasonFor(creature, later, ruleset),
      effects,
    });
  }
  return endings;
}
