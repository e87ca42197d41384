import { addCreature, createTracker, trackerFileText } from '@polyhedral/core/tracker';
import { describe, expect, it } from 'vitest';
import {
  loadTracker,
  readStoredTracker,
  saveTracker,
  TRACKER_STORAGE_KEY,
  UNREADABLE_TRACKER_KEY,
  unreadableTracker,
} from './use-tracker.ts';

/** A storage kept in a Map (localStorage's interface as the tracker uses it). */
function memoryStorage(entries: Record<string, string> = {}): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    setItem: (key: string, value: string) => void map.set(key, value),
    getItem: (key: string) => map.get(key) ?? null,
  } as unknown as Storage & { map: Map<string, string> };
}

const stored = addCreature(createTracker(), {
  name: 'Ogre',
  kind: 'monster',
  initiativeBonus: -1,
  ac: 11,
  maxHp: 68,
});

describe('the tracker kept on this device', () => {
  it('nothing stored: a fresh tracker, no message', () => {
    expect(readStoredTracker(null)).toEqual({ state: createTracker(), problem: null });
  });

  it('reads back a stored tracker', () => {
    expect(readStoredTracker(trackerFileText(stored))).toEqual({ state: stored, problem: null });
  });

  it.each([
    ['not JSON', '{"format":', 'rules.tracker.not-json'],
    ['another format', '{"format":"polyhedral-character","version":1}', 'rules.tracker.wrong-format'],
    [
      'tampered hit points',
      trackerFileText(stored).replace('"hp":68', '"hp":-5'),
      'rules.input.out-of-range',
    ],
  ])('%s: a fresh tracker and the localized reason', (_name, text, code) => {
    const read = readStoredTracker(text);
    expect(read.state).toEqual(createTracker());
    expect(read.problem).toMatchObject({ ok: false, code });
  });

  it('says it kept the tracker only when the text reads back (a full storage, a storage that drops it)', () => {
    const memory = new Map<string, string>();
    const working = {
      setItem: (key: string, value: string) => memory.set(key, value),
      getItem: (key: string) => memory.get(key) ?? null,
    } as unknown as Storage;
    expect(saveTracker(stored, working)).toBe(true);
    expect(readStoredTracker(memory.get(TRACKER_STORAGE_KEY)!).state).toEqual(stored);
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      getItem: () => null,
    } as unknown as Storage;
    expect(saveTracker(stored, full)).toBe(false);
    const dropping = { setItem: () => undefined, getItem: () => null } as unknown as Storage;
    expect(saveTracker(stored, dropping)).toBe(false);
    expect(saveTracker(stored, null)).toBe(false);
  });

  it('a refused stored tracker is copied aside before the fresh one is saved over it, and offered back as it was', () => {
    // Any text this build refuses (here hit points out of range; a tracker an older build saved
    // under SRD 5.2 with the Playtest's Intoxicated is refused the same way, with
    // rules.ruleset.no-condition): the game master's fight is not junk.
    const old = trackerFileText(stored).replace('"hp":68', '"hp":-5');
    const store = memoryStorage({ [TRACKER_STORAGE_KEY]: old });
    const loaded = loadTracker(store);
    expect(loaded.problem).toMatchObject({ ok: false, code: 'rules.input.out-of-range' });
    expect(loaded.state).toEqual(createTracker());
    expect(loaded.kept).toBe(true);
    expect(saveTracker(loaded.state, store)).toBe(true);
    expect(store.map.get(TRACKER_STORAGE_KEY)).not.toBe(old);
    expect(unreadableTracker(store)).toBe(old);
  });

  it('a readable tracker leaves no copy; a storage that cannot keep the copy says so', () => {
    const store = memoryStorage({ [TRACKER_STORAGE_KEY]: trackerFileText(stored) });
    expect(loadTracker(store)).toMatchObject({ state: stored, problem: null, kept: false });
    expect(store.map.has(UNREADABLE_TRACKER_KEY)).toBe(false);
    const full = {
      getItem: (key: string) => (key === TRACKER_STORAGE_KEY ? '{"format":' : null),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(loadTracker(full)).toMatchObject({ problem: { code: 'rules.tracker.not-json' }, kept: false });
    expect(loadTracker(null)).toMatchObject({ problem: null, kept: false });
  });
});
