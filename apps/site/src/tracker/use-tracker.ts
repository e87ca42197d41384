import {
  concentrationEndings,
  createTracker,
  type PlayerView,
  readTrackerFile,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import { useEffect, useRef, useState } from 'preact/hooks';
import { deviceStorage, keepText } from '../calculators/shared/device-storage.ts';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { endingLines } from './save-lines.ts';
import { isShareHash, LIVE_HASH, readShareHash } from './share-link.ts';
import type { TrackerText } from './tracker-text.ts';

/** Where a message belongs: beside the control that caused it (its origin), or at the top of the page. */
export type Origin =
  | 'top'
  | 'add'
  | 'hp'
  | 'attack'
  | 'check'
  | 'save-half'
  | 'effects'
  /** The owed Concentration saves, under the tool that caused them: the settled line stays there. */
  | 'owed'
  | `creature-${string}`;

export interface Notice {
  kind: 'error' | 'info';
  text: string;
  origin: Origin;
}

/**
 * Runs a change through the core; a refusal shows its message beside `origin` and changes nothing.
 * `label` names the action for the undo list ("Damage to Goblin 1"); without one, the origin's.
 */
export type Apply = (
  change: (state: TrackerState) => TrackerState,
  origin?: Origin,
  label?: string,
  /** `keepSelection`: the creatures stay ticked (a check that changes nothing in the fight). */
  options?: { keepSelection?: boolean },
) => boolean;

/** How many actions can be undone, newest first (at least ten). */
export const UNDO_LIMIT = 20;

export interface UndoStep {
  readonly label: string;
  readonly before: TrackerState;
}

/**
 * The tracker's state on this device and what changes it (useTracker): `view` is a players' share
 * link shown read only (the device's own tracker is not loaded), `live` a live players' screen
 * (`#live`); `saved` says whether the last change is kept on this device; `report`, `warn` (applied
 * but not kept) and `fail` show a line beside an origin; `undo` puts back the last action's before.
 */
export type Tracker = ReturnType<typeof useTracker>;

/** The undo name of a change made without one: by where it was made. */
function fallbackLabel(text: TrackerText, origin: Origin, state: TrackerState): string {
  if (origin.startsWith('creature-')) {
    const id = origin.slice('creature-'.length);
    const name = state.creatures.find((one) => one.id === id)?.name ?? id;
    return text.t('tracker.undo.action.creature', { name });
  }
  return text.t(`tracker.undo.action.origin.${origin as Exclude<Origin, `creature-${string}`>}`);
}

/** Why the stored tracker was refused, said at the top (and whether its text was kept to download). */
function storageNotice(text: TrackerText, problem: ErrorResult, kept: boolean): Notice {
  const key = kept ? 'tracker.storage.reset-kept' : 'tracker.storage.reset';
  return { kind: 'error', text: text.t(key, { reason: text.error(problem) }), origin: 'top' };
}

/** Every change goes through a core function and is saved at once; `expiredText` words what a turn ended. */
export function useTracker(
  text: TrackerText,
  expiredText: (before: TrackerState, next: TrackerState) => string | null,
) {
  const { t } = text;
  const [state, setState] = useState<TrackerState>(createTracker);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  // A players' screen in this page's place: live (`#live`), or a share link's view.
  const [shown, setShown] = useState<{ live: boolean; view: PlayerView | null }>({ live: false, view: null });
  const current = useRef(state);
  current.current = state;
  const lastSaved = useRef(true);
  const [undoSteps, setUndoSteps] = useState<readonly UndoStep[]>([]);
  /** The outcome line an action reported while it ran (the Concentration it ended is added to it). */
  const reported = useRef<Notice | null>(null);

  useEffect(() => {
    const open = async () => {
      setReady(false);
      setUndoSteps([]);
      setShown({ live: false, view: null }); // at once: a #live screen too, while a link is read
      if (location.hash === LIVE_HASH) {
        setShown({ live: true, view: null });
        setReady(true);
        return;
      }
      if (isShareHash(location.hash)) {
        const read = await readShareHash(location.hash);
        if (read.ok) {
          setShown({ live: false, view: read.view });
          setReady(true);
          return;
        }
        setNotice({ kind: 'error', text: text.error(read), origin: 'top' });
        history.replaceState(null, '', location.pathname);
      } else {
        setNotice(null);
      }
      const loaded = loadTracker();
      current.current = loaded.state;
      setState(loaded.state);
      if (loaded.problem) setNotice(storageNotice(text, loaded.problem, loaded.kept));
      setReady(true);
    };
    void open();
    const onHash = () => void open();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const fail = (error: ErrorResult, origin: Origin = 'top') =>
    setNotice({ kind: 'error', text: text.error(error), origin });
  const report = (line: string, origin: Origin = 'top') => {
    const one: Notice = { kind: 'info', text: line, origin };
    reported.current = one;
    setNotice(one);
  };
  const apply: Apply = (change, origin = 'top', label) => {
    setNotice(null);
    reported.current = null;
    try {
      const before = current.current;
      const next = change(before);
      if (next === before) return true;
      current.current = next;
      setState(next);
      lastSaved.current = saveTracker(next);
      setExpired(expiredText(before, next));
      const step = { label: label ?? fallbackLabel(text, origin, before), before };
      setUndoSteps((steps) => [step, ...steps].slice(0, UNDO_LIMIT));
      // Every Concentration the change ended, and the effects that ended with it, said beside it.
      const ended = endingLines(text, before, concentrationEndings(before, next));
      if (ended.length > 0) {
        const base = reported.current as Notice | null;
        report([...(base ? [base.text] : []), ...ended].join(' '), base?.origin ?? origin);
      }
      return true;
    } catch (error) {
      fail(errorResultOf(error), origin);
      return false;
    }
  };
  const undo = () => {
    const [last, ...rest] = undoSteps;
    if (!last) return;
    current.current = last.before;
    setState(last.before);
    lastSaved.current = saveTracker(last.before);
    setExpired(null);
    setUndoSteps(rest);
    report(t('tracker.undo.done', { action: last.label }), 'top');
  };
  return {
    state,
    ready,
    ...shown,
    notice,
    expired,
    apply,
    fail,
    saved: () => lastSaved.current,
    report,
    undoSteps,
    undo,
    warn: (line: string, origin: Origin = 'top') => setNotice({ kind: 'error', text: line, origin }),
    noticeFor: (origin: Origin): Notice | null => (notice?.origin === origin ? notice : null),
  };
}

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
 * None stored: a fresh tracker; a text the core's readTrackerFile refuses (tampered, malformed,
 * another version): a fresh tracker plus the reason, shown in the reader's language.
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
