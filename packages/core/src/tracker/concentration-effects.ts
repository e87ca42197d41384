import { concentrationBrokenBy } from '../conditions/concentration-broken.ts';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { unknownOption } from '../validate.ts';
import { countedConditions } from './condition-standing.ts';
import type { TrackerCondition, TrackerCreature, TrackerEffect, TrackerState } from './tracker-types.ts';

/*
 * Effects that last while a creature concentrates (SRD 5.2 Rules Glossary, "Concentration",
 * CC-BY-4.0): an effect or a condition tied to a creature exists only while that creature is in
 * the tracker and concentrating; every change that can end Concentration calls endTiedEffects.
 */

/** Whether an effect's or condition's Concentration is still held (one tied to no one always is). */
function held(tied: TrackerEffect | TrackerCondition, concentrating: ReadonlySet<string>): boolean {
  return tied.concentration === undefined || concentrating.has(tied.concentration.creatureId);
}

/** The tracker with every effect and condition whose creature no longer concentrates taken off. */
export function endTiedEffects(state: TrackerState): TrackerState {
  const concentrating = new Set(state.creatures.filter((one) => one.concentrating).map((one) => one.id));
  let changed = false;
  const creatures = state.creatures.map((creature) => {
    const effects = creature.effects ?? [];
    const kept = effects.filter((effect) => held(effect, concentrating));
    const conditions = creature.conditions.filter((condition) => held(condition, concentrating));
    if (kept.length === effects.length && conditions.length === creature.conditions.length) return creature;
    changed = true;
    return {
      ...creature,
      conditions,
      ...(creature.effects === undefined && kept.length === 0 ? {} : { effects: kept }),
    };
  });
  return changed ? { ...state, creatures } : state;
}

/**
 * The creature that will concentrate (none named: none): alive, without a condition that breaks
 * Concentration (else refused); `tied` is what an effect or condition tied to it records.
 */
export function requireConcentrator(
  state: TrackerState,
  creatureId: string | undefined,
  ruleset: Ruleset = DEFAULT_RULESET,
): { caster?: TrackerCreature; tied: { concentration?: { creatureId: string; creatureName: string } } } {
  if (creatureId === undefined) return { tied: {} };
  const caster = state.creatures.find((one) => one.id === creatureId);
  if (!caster) throw unknownOption('creature', creatureId, 'a creature in the tracker');
  const broken = concentrationBrokenBy(countedConditions(caster), ruleset);
  if (caster.dead || broken)
    throw new RuleInputError('rules.tracker.cannot-concentrate', { name: caster.name });
  return { caster, tied: { concentration: { creatureId: caster.id, creatureName: caster.name } } };
}

/** Why a creature's Concentration ended, as one change left it. */
export type ConcentrationEndReason =
  | { readonly kind: 'dead' | 'zero-hp' | 'failed-save' | 'dropped' | 'removed' }
  | { readonly kind: 'condition'; readonly cause: ConditionCause };

/** One creature whose Concentration a change ended, why, and the effects and conditions that ended with it. */
export interface ConcentrationEnding {
  readonly creatureId: string;
  readonly creatureName: string;
  readonly reason: ConcentrationEndReason;
  /** Each effect tied to it that was on a target before and is gone now. */
  readonly effects: ReadonlyArray<{ readonly targetId: string; readonly effect: TrackerEffect }>;
  /** Each condition tied to it (Hold Person's Paralyzed) that was on a target before and is gone now. */
  readonly conditions: ReadonlyArray<{ readonly targetId: string; readonly condition: TrackerCondition }>;
}

function reasonFor(
  before: TrackerCreature,
  after: TrackerCreature | undefined,
  ruleset: Ruleset,
): ConcentrationEndReason {
  if (!after) return { kind: 'removed' };
  if (after.dead) return { kind: 'dead' };
  if (after.hp === 0) return { kind: 'zero-hp' };
  const cause = concentrationBrokenBy(countedConditions(after), ruleset);
  if (cause) return { kind: 'condition', cause };
  if (before.concentrationChecks.length > 0 && after.concentrationChecks.length === 0)
    return { kind: 'failed-save' };
  return { kind: 'dropped' };
}

/** What one change did to Concentration: who stopped, why, and the tied effects that ended. */
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
    const conditions = before.creatures.flatMap((target) =>
      target.conditions
        .filter((condition) => condition.concentration?.creatureId === creature.id)
        .filter((condition) => !(now.get(target.id)?.conditions ?? []).some((one) => one.id === condition.id))
        .map((condition) => ({ targetId: target.id, condition })),
    );
    endings.push({
      creatureId: creature.id,
      creatureName: creature.name,
      reason: reasonFor(creature, later, ruleset),
      effects,
      conditions,
    });
  }
  return endings;
}
