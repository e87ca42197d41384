import { createTracker, readTrackerFile, type TrackerState, trackerFileText } from '@polyhedral/core/tracker';
import { deviceStorage, keepText } from '../calculators/shared/device-storage.ts';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';

/** Where the tracker lives on this device (localStorage; never in a URL). */
export const TRACKER_STORAGE_KEY = 'polyhedral.tracker';

/**
 * Where a stored tracker the core refuses is kept, as it was, before the fresh tracker's first
 * save overwrites TRACKER_STORAGE_KEY: a tracker saved by an older build (a condition this ruleset
 * no longer offers, an older format) is the game master's fight, not junk. The page offers it as a
 * file (More); the newest unreadable text is the one kept.
 */
export const UNREADABLE_TRACKER_KEY = 'polyhedral.tracker.unreadable';

/**
 * The tracker a stored text holds: none stored is a fresh tracker; a text the core's
 * readTrackerFile refuses (tampered, malformed, another version) is a fresh tracker plus the
 * reason, which the page shows in the reader's language.
 */
export function readStoredTracker(text: string | null): { state: TrackerState; problem: ErrorResult | null } {
  if (text === null || text === '') return { state: createTracker(), problem: null };
  try {
    return { state: readTrackerFile(text), problem: null };
  } catch (error) {
    return { state: createTracker(), problem: errorResultOf(error) };
  }
}

/**
 * The tracker kept on this device (see readStoredTracker). A refused text is first copied to
 * UNREADABLE_TRACKER_KEY; `kept` says whether that copy is in place (false when storage is off or
 * full: the page then says the text could not be kept).
 */
export function loadTracker(store: Storage | null = deviceStorage()): {
  state: TrackerState;
  problem: ErrorResult | null;
  kept: boolean;
} {
  const text = store?.getItem(TRACKER_STORAGE_KEY) ?? null;
  const read = readStoredTracker(text);
  if (read.problem === null || store === null || text === null) return { ...read, kept: false };
  return { ...read, kept: keepText(store, UNREADABLE_TRACKER_KEY, text) };
}

/** The unreadable tracker text kept on this device, if any (offered as a file to download). */
export function unreadableTracker(store: Storage | null = deviceStorage()): string | null {
  try {
    return store?.getItem(UNREADABLE_TRACKER_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the tracker on this device (a full or refused storage leaves the page working). True only
 * when the text is stored and reads back the same (a file too large for the storage is not kept).
 */
export function saveTracker(state: TrackerState, store: Storage | null = deviceStorage()): boolean {
  // Quota exceeded: the page keeps its state; the next change tries again.
  return store !== null && keepText(store, TRACKER_STORAGE_KEY, trackerFileText(state));
}
