import { CONCENTRATION_LIMITS, concentrationSave, resolveConcentrationRoll } from '../rules/concentration.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { creatureById, updateCreature } from './tracker-creatures.ts';
import type { ConcentrationCheck, TrackerCreature, TrackerState } from './tracker-types.ts';

/**
 * The save a concentrating creature owes after taking `damage` (the core's concentration rule:
 * DC 10 or half the damage, at most 30), with its Constitution save bonus (+0 when the table gave
 * none) and the exact chance to keep Concentration.
 */
export function concentrationCheckFor(
  creature: TrackerCreature,
  damage: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConcentrationCheck {
  const bonus = creature.saves.constitution ?? 0;
  const taken = Math.min(damage, CONCENTRATION_LIMITS.damage.max);
  const save = concentrationSave({ damage: taken, bonus }, ruleset);
  return { damage: taken, dc: save.dc, bonus, need: save.need, keep: save.exact.keep.toString() };
}

/** Starts or ends a creature's Concentration (ending it drops the saves it owed). */
export function setConcentrating(
  state: TrackerState,
  creatureId: string,
  concentrating: boolean,
): TrackerState {
  return updateCreature(state, creatureId, (creature) => ({
    ...creature,
    concentrating: concentrating && !creature.dead,
    concentrationChecks: concentrating ? creature.concentrationChecks : [],
  }));
}

/**
 * Settles the oldest Concentration save a creature owes with the d20 the table kept: kept (the
 * next owed save, if any, remains) or lost (Concentration ends, no more saves owed).
 */
export function resolveConcentrationCheck(
  state: TrackerState,
  creatureId: string,
  d20: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; kept: boolean; total: number; dc: number } {
  const face = requireInteger('d20', d20, 1, 20);
  const creature = creatureById(state, creatureId);
  const check = creature.concentrationChecks[0];
  requireInteger('concentrationChecks', creature.concentrationChecks.length, 1, Number.MAX_SAFE_INTEGER);
  const outcome = resolveConcentrationRoll({ damage: check!.damage, bonus: check!.bonus }, face, ruleset);
  const next = updateCreature(state, creatureId, (one) => ({
    ...one,
    concentrating: outcome.success,
    concentrationChecks: outcome.success ? one.concentrationChecks.slice(1) : [],
  }));
  return { state: next, kept: outcome.success, total: outcome.total, dc: outcome.target };
}
