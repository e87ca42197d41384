import { requireInteger, requireOption, requireWithin } from '../validate.ts';
import { placeInOrder } from './initiative.ts';
import { requireName, requireTypedText, updateCreature } from './tracker-creatures.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import {
  type RoundNote,
  type TrackerState,
  type TrackerUse,
  USE_RESETS,
  type UseBack,
} from './tracker-types.ts';

/*
 * What a prepared fight carries beyond its creatures: fixed Initiative slots, uses spent and got
 * back (SRD 5.2 Rules Glossary "Reaction", monsters' "Legendary Actions") and round notes.
 */

/** How many uses a creature keeps, how many of one, and how many round notes a tracker keeps. */
export const ROUND_START_LIMITS = { usesPerCreature: 6, useMax: 20, roundNotes: 10, noteLength: 80 } as const;

/** Gives a creature a fixed Initiative slot (never rolled), or takes it away (`null`: the next roll rolls it). */
export function setFixedInitiative(state: TrackerState, id: string, count: number | null): TrackerState {
  if (count === null) {
    return updateCreature(state, id, ({ fixedInitiative: _, ...rest }) => rest);
  }
  const { min, max } = TRACKER_LIMITS.initiative;
  const value = requireInteger('fixedInitiative', count, min, max);
  const next = updateCreature(state, id, (one) => ({ ...one, fixedInitiative: value, initiative: value }));
  const lines = (state.initiativeLines ?? []).filter((line) => line.creatureId !== id);
  return {
    ...next,
    creatures: placeInOrder(next.creatures),
    ...(state.initiativeLines ? { initiativeLines: lines } : {}),
  };
}

/** A use as typed (its name, how many, when it comes back), checked. */
export function requireUse(
  id: string,
  input: { name: unknown; max: unknown; left?: unknown; resets: unknown },
) {
  const max = requireInteger('use.max', input.max, 1, ROUND_START_LIMITS.useMax);
  const use: TrackerUse = {
    id,
    name: requireName(input.name),
    max,
    left: input.left === undefined ? max : requireInteger('use.left', input.left, 0, max),
    resets: requireOption('use.resets', input.resets, USE_RESETS),
  };
  return use;
}

/** Gives a creature a use (3 legendary actions back at the start of its turn), all of it left. */
export function addUse(
  state: TrackerState,
  creatureId: string,
  input: { name: string; max: number; resets: TrackerUse['resets'] },
): TrackerState {
  const use = requireUse(`u${state.serial}`, input);
  const next = updateCreature(state, creatureId, (one) => {
    const uses = [...(one.uses ?? []), use];
    requireWithin('uses', uses.length, 0, ROUND_START_LIMITS.usesPerCreature);
    return { ...one, uses };
  });
  return { ...next, serial: state.serial + 1 };
}

/** Spends one of a creature's use (none left: nothing changes), or gives one back (`by` −1). */
export function spendUse(
  state: TrackerState,
  creatureId: string,
  useId: string,
  by: 1 | -1 = 1,
): TrackerState {
  return updateCreature(state, creatureId, (one) => ({
    ...one,
    uses: (one.uses ?? []).map((use) =>
      use.id === useId ? { ...use, left: Math.min(use.max, Math.max(0, use.left - by)) } : use,
    ),
  }));
}

export function removeUse(state: TrackerState, creatureId: string, useId: string): TrackerState {
  return updateCreature(state, creatureId, (one) => {
    const uses = (one.uses ?? []).filter((use) => use.id !== useId);
    const { uses: _, ...rest } = one;
    return uses.length > 0 ? { ...rest, uses } : rest;
  });
}

/** Whether a use comes back in full here (the one home of the reset rule). */
function comesBack(use: TrackerUse, roundBegins: boolean, turnStarts: boolean): boolean {
  return (use.resets === 'round-start' && roundBegins) || (use.resets === 'turn-start' && turnStarts);
}

/** The uses that come back at one point of the turn order (comesBack); `back`: each not full, with its left. */
export function resetUses(
  state: TrackerState,
  roundBegins: boolean,
  turnsStarting: readonly string[],
): { state: TrackerState; back: UseBack[] } {
  const starting = new Set(turnsStarting);
  const back: UseBack[] = [];
  const creatures = state.creatures.map((one) => {
    if (!one.uses) return one;
    const returns = (use: TrackerUse) =>
      comesBack(use, roundBegins, starting.has(one.id)) && use.left < use.max;
    if (!one.uses.some(returns)) return one;
    const uses = one.uses.map((use) => {
      if (!returns(use)) return use;
      back.push({ creatureId: one.id, useId: use.id, left: use.left });
      return { ...use, left: use.max };
    });
    return { ...one, uses };
  });
  return { state: { ...state, creatures }, back };
}

/** Puts back what resetUses gave (previousTurn): each use as it was left, if it is still there. */
export function takeBackUses(state: TrackerState, back: readonly UseBack[]): TrackerState {
  if (back.length === 0) return state;
  return {
    ...state,
    creatures: state.creatures.map((one) => {
      const mine = back.filter((item) => item.creatureId === one.id);
      if (mine.length === 0 || !one.uses) return one;
      const uses = one.uses.map((use) => {
        const item = mine.find((entry) => entry.useId === use.id);
        return item ? { ...use, left: Math.min(use.max, item.left) } : use;
      });
      return { ...one, uses };
    }),
  };
}

/** A round note as typed: at most ROUND_START_LIMITS.noteLength characters (requireTypedText). */
export const requireNote = (value: unknown): string =>
  requireTypedText('roundNote', value, ROUND_START_LIMITS.noteLength);

export function addRoundNote(state: TrackerState, text: string): TrackerState {
  const note: RoundNote = { id: `n${state.serial}`, text: requireNote(text) };
  const roundNotes = [...(state.roundNotes ?? []), note];
  requireWithin('roundNotes', roundNotes.length, 0, ROUND_START_LIMITS.roundNotes);
  return { ...state, roundNotes, serial: state.serial + 1 };
}

export function removeRoundNote(state: TrackerState, id: string): TrackerState {
  const roundNotes = (state.roundNotes ?? []).filter((note) => note.id !== id);
  const { roundNotes: _, ...rest } = state;
  return roundNotes.length > 0 ? { ...rest, roundNotes } : rest;
}

/** Whether the last turn change crossed into this round (round 2 on), so its notes are shown. */
export function roundJustBegan(state: TrackerState): boolean {
  const last = state.history.at(-1);
  return state.round > 1 && last !== undefined && last.from.round < state.round;
}

/** What the table is told as a round begins (else null): the round, its notes, the uses that come back. */
export function roundStartNews(state: TrackerState): {
  round: number;
  notes: string[];
  uses: { creatureId: string; owner: string; name: string; max: number }[];
} | null {
  if (!roundJustBegan(state)) return null;
  const uses = state.creatures.flatMap((one) =>
    (one.uses ?? [])
      .filter((use) => comesBack(use, true, false))
      .map((use) => ({ creatureId: one.id, owner: one.name, name: use.name, max: use.max })),
  );
  return { round: state.round, notes: (state.roundNotes ?? []).map((note) => note.text), uses };
}
