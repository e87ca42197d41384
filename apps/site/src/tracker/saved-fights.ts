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

export function savedFight(name: string, state: TrackerState, now: Date): SavedFight {
  return {
    name: requireName(name),
    savedAt: now.toISOString(),
    file: trackerFileText(state),
    creatures: state.creatures.length,
    round: state.round,
  };
}

/**
 * How a stored `savedAt` is checked: the form `savedFight` writes (ISO 8601, UTC), a real date, not
 * before the tracker could save one, and not later than now beyond a small clock skew (a device
 * whose clock ran a few minutes ahead).
 */
export const SAVED_AT_LIMITS = { earliest: Date.UTC(2020, 0, 1), skewMinutes: 5 } as const;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/** A stored `savedAt`, checked (SAVED_AT_LIMITS); else an Error, so the list leaves the entry out and says so. */
export function requireSavedAt(value: unknown, now: Date): string {
  const time = typeof value === 'string' && ISO_UTC.test(value) ? Date.parse(value) : Number.NaN;
  // Date.parse rolls "2026-02-31" over to March: the date must read back as written.
  const real =
    Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) === String(value).slice(0, 19);
  if (!real) throw new Error('savedAt is not a date');
  if (time < SAVED_AT_LIMITS.earliest) throw new Error('savedAt is too early');
  if (time > now.getTime() + SAVED_AT_LIMITS.skewMinutes * 60_000)
    throw new Error('savedAt is in the future');
  return value as string;
}

/** One stored entry, checked: its name, its time (requireSavedAt), and a tracker file the core reads. */
export function readSavedFight(value: unknown, now: Date = new Date()): SavedFight {
  const input = (value ?? {}) as Record<string, unknown>;
  if (typeof input.file !== 'string') throw new Error('not a saved fight');
  const savedAt = requireSavedAt(input.savedAt, now);
  const state = readTrackerFile(input.file);
  return {
    name: requireName(input.name),
    savedAt,
    file: input.file,
    creatures: state.creatures.length,
    round: state.round,
  };
}

/**
 * A stored fight left out only because its `savedAt` lies ahead of the clock beyond the skew (saved
 * on a device whose clock ran ahead): read with its date set to `now`, for the list to name it and
 * offer to keep it dated now; any other entry (listed, or left out for another reason): null.
 */
export function aheadFight(value: unknown, now: Date): SavedFight | null {
  const input = (value ?? {}) as Record<string, unknown>;
  try {
    readSavedFight(value, now);
    return null;
  } catch {
    // Left out: offered back only when its date is real and ahead, and all else reads.
  }
  try {
    requireSavedAt(input.savedAt, new Date(8.64e15 - SAVED_AT_LIMITS.skewMinutes * 60_000));
    return readSavedFight({ ...input, savedAt: now.toISOString() }, now);
  } catch {
    return null;
  }
}
