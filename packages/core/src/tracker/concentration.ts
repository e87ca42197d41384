import { CONCENTRATION_LIMITS, concentrationSave, resolveConcentrationRoll } from '../rules/concentration.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { creatureById, updateCreature } from './tracker-creatures.ts';
import { EXHAUSTION } from './tracker-limits.ts';
import type { ConcentrationCheck, TrackerCreature, TrackerState } from './tracker-types.ts';

/** Other sources of Advantage and Disadvantage on a Concentration save (War Caster...). */
export interface ConcentrationSources {
  advantage?: number;
  disadvantage?: number;
}

/** The save input of a creature: its Constitution save bonus, conditions and Exhaustion. */
function saveOf(creature: TrackerCreature, damage: number, sources: ConcentrationSources) {
  return {
    damage,
    bonus: creature.saves.constitution ?? 0,
    conditions: creature.conditions.map((c) => c.condition),
    exhaustion: Math.min(creature.exhaustion, EXHAUSTION.deathAt),
    advantage: sources.advantage ?? 0,
    disadvantage: sources.disadvantage ?? 0,
  };
}

/**
 * The save a concentrating creature owes after taking `damage` (the core's concentration rule:
 * DC 10 or half the damage, at most 30), with its Constitution save bonus (+0 when the table gave
 * none), its conditions and Exhaustion (rollConditions: Exhaustion 3 at +5 against DC 11 keeps it
 * 9/20, not 15/20) and other sources of Advantage and Disadvantage: the exact chance to keep
 * Concentration and why.
 */
export function concentrationCheckFor(
  creature: TrackerCreature,
  damage: number,
  ruleset: Ruleset = DEFAULT_RULESET,
  sources: ConcentrationSources = {},
): ConcentrationCheck {
  const taken = Math.min(damage, CONCENTRATION_LIMITS.damage.max);
  const input = saveOf(creature, taken, sources);
  const save = concentrationSave(input, ruleset);
  return {
    damage: taken,
    dc: save.dc,
    bonus: input.bonus,
    need: save.need,
    keep: save.exact.keep.toString(),
    ...(input.advantage > 0 ? { advantage: input.advantage } : {}),
    ...(input.disadvantage > 0 ? { disadvantage: input.disadvantage } : {}),
    mode: save.mode,
    causes: [...save.conditions.causes, ...(save.broken ? [save.broken] : [])],
  };
}

/**
 * The oldest save a creature owes, with other sources of Advantage and Disadvantage (the table
 * gave them after the damage): the same check with the odds and reasons recomputed.
 */
export function setConcentrationSources(
  state: TrackerState,
  creatureId: string,
  sources: ConcentrationSources,
  ruleset: Ruleset = DEFAULT_RULESET,
): TrackerState {
  return updateCreature(state, creatureId, (creature) => {
    const [first, ...rest] = creature.concentrationChecks;
    if (!first) return creature;
    return {
      ...creature,
      concentrationChecks: [concentrationCheckFor(creature, first.damage, ruleset, sources), ...rest],
    };
  });
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
  const outcome = resolveConcentrationRoll(
    saveOf(creature, check!.damage, {
      advantage: check!.advantage ?? 0,
      disadvantage: check!.disadvantage ?? 0,
    }),
    face,
    ruleset,
  );
  const next = updateCreature(state, creatureId, (one) => ({
    ...one,
    concentrating: outcome.success,
    concentrationChecks: outcome.success ? one.concentrationChecks.slice(1) : [],
  }));
  return { state: next, kept: outcome.success, total: outcome.total, dc: outcome.target };
}
