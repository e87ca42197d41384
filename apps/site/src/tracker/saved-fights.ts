import { readTrackerFile, requireName, type TrackerState, trackerFileText } from '@polyhedral/core/tracker';

/** Where the fights saved by name live on this device (apart from the fight: "start afresh" keeps them). */
export const SAVED_FIGHTS_KEY = 'polyhedral.tracker.fights';

/** A fight saved by name: the tracker file of that moment, and when it was saved. */
export interface SavedFight {
  readonly name: string;
  readonly savedAt: string;
  /** The tracker file's text (read again, with every check, when resumed). */
  readonly file: string;
  /** How many creatures and which round, for the list (from the file when saved). */
  readonly creatures: number;
  readonly round: number;
}

/** The fight as it is now under `name`. */
export function savedFight(name: string, state: TrackerState, now: Date): SavedFight {
  return {
    name: requireName(name),
    savedAt: now.toISOString(),
    file: trackerFileText(state),
    creatures: state.creatures.length,
    round: state.round,
  };
}

/** One stored entry, checked: its name, its time, and a tracker file the core reads. */
export function readSavedFight(value: unknown): SavedFight {
  const input = (value ?? {}) as Record<string, unknown>;
  if (typeof input.file !== 'string' || typeof input.savedAt !== 'string')
    throw new Error('not a saved fight');
  const state = readTrackerFile(input.file);
  return {
    name: requireName(input.name),
    savedAt: input.savedAt,
    file: input.file,
    creatures: state.creatures.length,
    round: state.round,
  };
}
