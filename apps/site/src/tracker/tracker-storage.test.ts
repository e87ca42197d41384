import { addCreature, createTracker, trackerFileText } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { readStoredTracker, saveTracker, TRACKER_STORAGE_KEY } from './tracker-storage.ts';

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
});
