import { cryptoRandom, type RandomSource } from '@polyhedral/dice';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { rollConditions } from '../conditions/roll-conditions.ts';
import { CONCENTRATION_LIMITS, concentrationSave, resolveConcentrationRoll } from '../rules/concentration.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { endTiedEffects } from './concentration-effects.ts';
import { rollerStanding } from './condition-standing.ts';
import { type BonusDiceRoll, effectDiceFor, effectDiceRoll } from './effects.ts';
import { creatureById, updateCreature } from './tracker-creatures.ts';
import { type TrackerD20, trackerD20 } from './tracker-d20.ts';
import type { ConcentrationCheck, TrackerCreature, TrackerState } from './tracker-types.ts';

/** Other sources of Advantage and Disadvantage on a Concentration save (War Caster...). */
export interface ConcentrationSources {
  advantage?: number;
  disadvantage?: number;
}

/** A creature's Concentration save input, as save for half and the calculators take it. */
function saveOf(creature: TrackerCreature, damage: number, sources: ConcentrationSources) {
  return {
    bonusDice: effectDiceFor(creature, 'save'),
    damage,
    bonus: creature.saves.constitution ?? 0,
    ...rollerStanding(creature),
    advantage: sources.advantage ?? 0,
    disadvantage: sources.disadvantage ?? 0,
  };
}

/**
 * The save a concentrating creature owes after taking `damage` (DC 10 or half the damage, at most
 * 30), with its Constitution save bonus, conditions, Exhaustion and other sources: the exact chance
 * to keep Concentration and why.
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

/** The oldest save owed, with other sources of Advantage and Disadvantage: odds and reasons recomputed. */
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

/** Starts or ends Concentration (ending it drops the saves owed and ends its tied effects). */
export function setConcentrating(
  state: TrackerState,
  creatureId: string,
  concentrating: boolean,
): TrackerState {
  return endTiedEffects(
    updateCreature(state, creatureId, (creature) => ({
      ...creature,
      concentrating: concentrating && !creature.dead,
      concentrationChecks: concentrating ? creature.concentrationChecks : [],
    })),
  );
}

/** Drops the oldest Concentration save owed, unrolled (settled away from the tracker); none owed: refused. */
export function dismissConcentrationCheck(state: TrackerState, creatureId: string): TrackerState {
  const creature = creatureById(state, creatureId);
  requireInteger('concentrationChecks', creature.concentrationChecks.length, 1, Number.MAX_SAFE_INTEGER);
  return updateCreature(state, creatureId, (one) => ({
    ...one,
    concentrationChecks: one.concentrationChecks.slice(1),
  }));
}

/** The creatures that owe a Concentration save now, in Initiative order. */
export function owingConcentration(state: TrackerState): TrackerCreature[] {
  return state.creatures.filter((one) => one.concentrationChecks.length > 0);
}

/** How the table settled a Concentration save: its d20 and its effect dice, typed or rolled. */
export interface TrackerRollInput {
  /** The kept d20 as rolled at the table (absent: rolled here, two with Advantage or Disadvantage). */
  d20?: number;
  /** The signed total of the creature's effect dice as rolled at the table (absent: rolled here). */
  diceTotal?: number;
}

/** A saving throw's total as settled in the tracker (a Concentration save, a Death Saving Throw): every term named, and why. */
export interface TrackerSaveTotal {
  readonly d20: TrackerD20;
  /** What the creature's conditions add (Exhaustion: −2 per level). */
  readonly modifier: number;
  /** The dice its effects add to saving throws (Bless +1d4), when it has any. */
  readonly dice?: BonusDiceRoll;
  /** d20 + the save bonus (a Concentration save's) + modifier + dice. */
  readonly total: number;
  readonly dc: number;
  readonly mode: 'normal' | 'advantage' | 'disadvantage';
  /** Why: conditions, Exhaustion, the effects' dice, a condition that ends Concentration. */
  readonly causes: readonly ConditionCause[];
}

/** A saving throw settled in the tracker, every term of its total named. */
export interface TrackerSaveReceipt extends TrackerSaveTotal {
  /** The save bonus the table gave (+0 when none). */
  readonly bonus: number;
  readonly success: boolean;
}

/** A tracker save's arguments: the state, the creature, the d20 kept (or a roll input), ruleset, random. */
export type TrackerSaveArguments = [
  state: TrackerState,
  creatureId: string,
  roll: number | TrackerRollInput,
  ruleset?: Ruleset,
  random?: RandomSource,
];

/** Settles the oldest Concentration save owed: kept, or lost (Concentration and its tied effects end). */
export function resolveConcentrationCheck(
  ...[state, creatureId, roll, ruleset = DEFAULT_RULESET, random = cryptoRandom]: TrackerSaveArguments
): { state: TrackerState; kept: boolean; total: number; dc: number; save: TrackerSaveReceipt } {
  const given = typeof roll === 'number' ? { d20: roll } : roll;
  const creature = creatureById(state, creatureId);
  requireInteger('concentrationChecks', creature.concentrationChecks.length, 1, Number.MAX_SAFE_INTEGER);
  const check = creature.concentrationChecks[0]!;
  const input = saveOf(creature, check.damage, {
    advantage: check.advantage ?? 0,
    disadvantage: check.disadvantage ?? 0,
  });
  const conditions = rollConditions(
    {
      roll: 'save',
      ability: 'constitution',
      roller: { conditions: input.conditions, exhaustion: input.exhaustion },
      advantage: input.advantage,
      disadvantage: input.disadvantage,
      bonusDice: input.bonusDice,
    },
    ruleset,
  );
  const d20 = trackerD20(conditions.mode, given.d20, random);
  const dice = effectDiceRoll(input.bonusDice, given.diceTotal, random);
  const outcome = resolveConcentrationRoll(input, d20.kept, ruleset, dice?.total);
  const causes =
    concentrationCheckFor(creature, check.damage, ruleset, {
      advantage: input.advantage,
      disadvantage: input.disadvantage,
    }).causes ?? [];
  const next = updateCreature(state, creatureId, (one) => ({
    ...one,
    concentrating: outcome.success,
    concentrationChecks: outcome.success ? one.concentrationChecks.slice(1) : [],
  }));
  const save: TrackerSaveReceipt = {
    d20,
    bonus: input.bonus,
    modifier: conditions.modifier,
    ...(dice ? { dice } : {}),
    total: outcome.total,
    dc: outcome.target,
    success: outcome.success,
    mode: conditions.mode,
    causes,
  };
  return {
    state: endTiedEffects(next),
    kept: outcome.success,
    total: outcome.total,
    dc: outcome.target,
    save,
  };
}
