import { addCreature, createTracker, trackerFileText } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { readStoredTracker } from './tracker-storage.ts';

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
    expect(read.problem).toMatchObject({ ok: false, messageKey: code });
  });
});
