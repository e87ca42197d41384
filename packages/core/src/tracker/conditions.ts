import { concentrationBrokenBy } from '../conditions/concentration-broken.ts';
import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, requireOption } from '../validate.ts';
import { endTiedEffects, requireConcentrator } from './concentration-effects.ts';
import { requireTrackerCondition } from './tracker-conditions.ts';
import { creatureById, updateCreature } from './tracker-creatures.ts';
import { EXHAUSTION, TRACKER_LIMITS, type TrackerConditionId } from './tracker-limits.ts';
import type { ConditionExpiry, TrackerState } from './tracker-types.ts';

/**
 * How long a condition lasts, as effects state it:
 * - `until-removed`: until the table takes it off (rules text ConditionDuration: a condition lasts
 *   until it is countered or for the duration its effect gives);
 * - `rounds`: N rounds from the turn it began on: it ends at the start of that same creature's
 *   turn N rounds later (a round is every creature's turn once, The Order of Combat);
 * - `end-of-next-turn`: "until the end of X's next turn": the next turn of X that begins after now
 *   (if it is X's turn now, X's turn in the next round).
 */
export type ConditionDuration =
  | { kind: 'until-removed' }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'end-of-next-turn'; creatureId: string };

export const CONDITION_DURATION_KINDS = ['until-removed', 'rounds', 'end-of-next-turn'] as const;

/** The point of the turn order where a condition given now with this duration ends. */
export function conditionExpiry(state: TrackerState, duration: ConditionDuration): ConditionExpiry {
  const kind = requireOption('duration', duration.kind, CONDITION_DURATION_KINDS);
  if (kind === 'until-removed') return { kind };
  if (state.round === 0 || state.currentId === null) {
    throw new RuleInputError('rules.input.missing', { field: 'round' });
  }
  const current = creatureById(state, state.currentId);
  if (duration.kind === 'rounds') {
    const { min, max } = TRACKER_LIMITS.rounds;
    const rounds = requireInteger('rounds', duration.rounds, min, max);
    return {
      kind: 'turn-start',
      creatureId: current.id,
      creatureName: current.name,
      round: state.round + rounds,
    };
  }
  const anchor = creatureById(state, (duration as { creatureId: string }).creatureId);
  const stillToAct = state.creatures.indexOf(anchor) > state.creatures.indexOf(current);
  return {
    kind: 'turn-end',
    creatureId: anchor.id,
    creatureName: anchor.name,
    round: state.round + (stillToAct ? 0 : 1),
  };
}

/**
 * Gives a creature a condition with a duration (one it has gets the new duration); a condition
 * that breaks Concentration (concentrationBrokenBy) ends its Concentration. With `concentrationOf`
 * (Hold Person's Paralyzed, SRD 5.2 Rules Glossary "Concentration") that creature concentrates from
 * now on and the condition ends when its Concentration does.
 */
export function addCondition(
  state: TrackerState,
  creatureId: string,
  condition: TrackerConditionId,
  duration: ConditionDuration,
  ruleset: Ruleset = DEFAULT_RULESET,
  options: { concentrationOf?: string } = {},
): TrackerState {
  const id = requireTrackerCondition('condition', condition, ruleset);
  const expires = conditionExpiry(state, duration);
  const breaks = concentrationBrokenBy([id], ruleset) !== null;
  const { caster, tied } = requireConcentrator(state, options.concentrationOf, ruleset);
  let broken = false;
  const given = updateCreature(state, creatureId, (creature) => {
    // A creature immune to the condition (its Condition Immunities) keeps its Concentration.
    broken = breaks && !(creature.conditionImmune ?? []).includes(id);
    // Conditions don't stack (rules text ConditionsDontStack): one instance, the latest duration.
    const others = creature.conditions.filter((c) => c.condition !== id);
    requireInteger('conditions', others.length + 1, 1, TRACKER_LIMITS.conditionsPerCreature);
    return {
      ...creature,
      conditions: [...others, { id: `k${state.serial}`, condition: id, expires, ...tied }],
      ...(broken ? { concentrating: false, concentrationChecks: [] } : {}),
    };
  });
  const next = caster
    ? updateCreature(given, caster.id, (one) =>
        caster.id === creatureId && broken ? one : { ...one, concentrating: true },
      )
    : given;
  return endTiedEffects({ ...next, serial: state.serial + 1 });
}

export function removeCondition(state: TrackerState, creatureId: string, conditionId: string): TrackerState {
  return updateCreature(state, creatureId, (creature) => ({
    ...creature,
    conditions: creature.conditions.filter((c) => c.id !== conditionId),
  }));
}

/** Sets a creature's Exhaustion level (0 to EXHAUSTION.deathAt); at EXHAUSTION.deathAt it dies. */
export function setExhaustion(state: TrackerState, creatureId: string, level: number): TrackerState {
  const value = requireInteger('exhaustion', level, 0, EXHAUSTION.deathAt);
  return endTiedEffects(
    updateCreature(state, creatureId, (creature) => ({
      ...creature,
      exhaustion: value,
      dead: creature.dead || value === EXHAUSTION.deathAt,
      concentrating: value === EXHAUSTION.deathAt ? false : creature.concentrating,
      concentrationChecks: value === EXHAUSTION.deathAt ? [] : creature.concentrationChecks,
    })),
  );
}

/** What an Exhaustion level does: the penalty to D20 Tests and the feet of Speed lost. */
export function exhaustionEffects(level: number): { d20Penalty: number; speedFeet: number; dead: boolean } {
  const value = requireInteger('exhaustion', level, 0, EXHAUSTION.deathAt);
  return {
    d20Penalty: value * EXHAUSTION.d20PenaltyPerLevel,
    speedFeet: value * EXHAUSTION.speedFeetPerLevel,
    dead: value === EXHAUSTION.deathAt,
  };
}

/** Rounds left before a timed condition or effect ends (0: this round); null until removed. */
export function roundsLeft(state: Pick<TrackerState, 'round'>, expires: ConditionExpiry): number | null {
  if (expires.kind === 'until-removed') return null;
  return Math.max(0, expires.round - state.round);
}
