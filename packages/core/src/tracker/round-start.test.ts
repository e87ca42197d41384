import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facesInTurn, namesInOrder, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { rollInitiative, setInitiative } from './initiative.ts';
import {
  addRoundNote,
  addUse,
  removeRoundNote,
  removeUse,
  roundJustBegan,
  roundStartNews,
  setFixedInitiative,
  spendUse,
} from './round-start.ts';
import { addCreature, removeCreature } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';
import type { TrackerState } from './tracker-types.ts';
import { nextTurn, previousTurn, startCombat } from './turns.ts';

const OLD_FILE = new URL('../../test/fixtures/tracker-file-v2-before-initiative-lines.json', import.meta.url);

/** Ayla 15 (c1), Bren 12 (c2), the Ogre 8 (c3), and a lair (c4) on a fixed 20. */
function withLair(): TrackerState {
  const state = addCreature(threeCreatures([15, 12, 8]), { ...OGRE, name: 'Lair', maxHp: 1 });
  return setFixedInitiative(state, 'c4', 20);
}

/** The state after `turns` turn changes. */
function after(state: TrackerState, turns: number): TrackerState {
  let now = state;
  for (let index = 0; index < turns; index += 1) now = nextTurn(now);
  return now;
}

describe('a fixed Initiative slot ("acts on Initiative 20", issue 91)', () => {
  it('it stands at its count and a roll for all passes it over (3 rolled, not 4)', () => {
    const state = withLair();
    expect(namesInOrder(state)[0]).toBe('Lair');
    // Three d20s only: a fourth would be asked of the random source and fail.
    const rolled = rollInitiative(state, facesInTurn(10, 5, 3));
    expect(rolled.rolls.map((roll) => roll.creatureId)).toEqual(['c1', 'c2', 'c3']);
    expect(rolled.state.creatures.find((one) => one.id === 'c4')?.initiative).toBe(20);
    expect(namesInOrder(rolled.state)).toEqual(['Lair', 'Ayla', 'Bren', 'Ogre']);
    expect(rolled.state.initiativeLines?.some((line) => line.creatureId === 'c4')).toBe(false);
  });

  it('typed anew, the slot moves; taken away, the next roll rolls for it', () => {
    const moved = setInitiative(withLair(), 'c4', 10);
    expect(moved.creatures.find((one) => one.id === 'c4')).toMatchObject({
      initiative: 10,
      fixedInitiative: 10,
    });
    const freed = setFixedInitiative(moved, 'c4', null);
    expect(freed.creatures.find((one) => one.id === 'c4')?.fixedInitiative).toBeUndefined();
    expect(rollInitiative(freed, facesInTurn(10, 5, 3, 7)).rolls).toHaveLength(4);
  });

  it('a slot outside the Initiative limits, or for no creature, is refused', () => {
    expect(() => setFixedInitiative(withLair(), 'c4', 99)).toThrow(
      expect.objectContaining({ code: 'rules.input.out-of-range' }),
    );
    expect(() => setFixedInitiative(withLair(), 'c9', 20)).toThrow(
      expect.objectContaining({ code: 'rules.input.unknown-option' }),
    );
  });
});

describe('uses that come back (reactions, legendary actions) and round notes (issue 91)', () => {
  // Actions ("Reaction"): "When you take a Reaction, you can't take another one until the start of your next turn."
  it('a turn-start use comes back at the start of its own turn, not before', () => {
    let state = startCombat(addUse(withLair(), 'c3', { name: 'Legendary', max: 3, resets: 'turn-start' }));
    const id = state.creatures.find((one) => one.id === 'c3')!.uses![0]!.id;
    state = spendUse(spendUse(state, 'c3', id), 'c3', id);
    const left = (s: TrackerState) => s.creatures.find((one) => one.id === 'c3')!.uses![0]!.left;
    expect(left(state)).toBe(1);
    // Lair (20) -> Ayla -> Bren: the Ogre's turn not yet begun.
    expect(left(after(state, 2))).toBe(1);
    expect(left(after(state, 3))).toBe(3);
  });

  it('a round-start use comes back as a round begins, for every creature, and not mid-round', () => {
    let state = startCombat(addUse(withLair(), 'c1', { name: 'Reaction', max: 1, resets: 'round-start' }));
    const id = state.creatures.find((one) => one.id === 'c1')!.uses![0]!.id;
    state = spendUse(state, 'c1', id);
    const left = (s: TrackerState) => s.creatures.find((one) => one.id === 'c1')!.uses![0]!.left;
    expect(left(after(state, 3))).toBe(0);
    const round2 = after(state, 4);
    expect(round2.round).toBe(2);
    expect(left(round2)).toBe(1);
    expect(roundJustBegan(round2)).toBe(true);
    expect(roundJustBegan(after(state, 5))).toBe(false);
    expect(roundJustBegan(state)).toBe(false);
  });

  it('"previous turn" across the start of round 2 puts back what the round start gave: uses spent again, notes as before', () => {
    let state = addRoundNote(withLair(), 'The ceiling falls');
    state = addUse(state, 'c1', { name: 'Reaction', max: 1, resets: 'round-start' });
    state = startCombat(addUse(state, 'c3', { name: 'Legendary', max: 3, resets: 'round-start' }));
    const useOf = (id: string) => state.creatures.find((one) => one.id === id)!.uses![0]!.id;
    const [reaction, legendary] = [useOf('c1'), useOf('c3')];
    state = spendUse(spendUse(spendUse(state, 'c1', reaction), 'c3', legendary), 'c3', legendary);
    const lastOfRound1 = after(state, 3);
    const round2 = nextTurn(lastOfRound1);
    expect(round2.round).toBe(2);
    expect(round2.history.at(-1)?.usesBack).toEqual([
      { creatureId: 'c1', useId: reaction, left: 0 },
      { creatureId: 'c3', useId: legendary, left: 1 },
    ]);
    const back = previousTurn(round2);
    expect(back).toEqual(lastOfRound1);
    expect(roundStartNews(back)).toBeNull();
    // Forward again: the same round start, told the same way.
    expect(nextTurn(back)).toEqual(round2);
    expect(roundStartNews(nextTurn(back))).toEqual(roundStartNews(round2));
  });

  it('"previous turn" puts back a turn-start use given back as its creature\'s turn began, and no other', () => {
    let state = startCombat(addUse(withLair(), 'c3', { name: 'Legendary', max: 3, resets: 'turn-start' }));
    const id = state.creatures.find((one) => one.id === 'c3')!.uses![0]!.id;
    state = spendUse(state, 'c3', id);
    const before = after(state, 2);
    const ogreTurn = nextTurn(before);
    const left = (s: TrackerState) => s.creatures.find((one) => one.id === 'c3')!.uses![0]!.left;
    expect(left(ogreTurn)).toBe(3);
    expect(left(previousTurn(ogreTurn))).toBe(2);
    expect(previousTurn(ogreTurn)).toEqual(before);
    // A use spent after the step and a use taken off since: put back only if still there.
    expect(left(previousTurn(spendUse(ogreTurn, 'c3', id)))).toBe(2);
    expect(previousTurn(removeUse(ogreTurn, 'c3', id)).creatures.find((one) => one.id === 'c3')!.uses).toBe(
      undefined,
    );
  });

  it('round-start news: the round, its notes and the round-start uses (not turn-start ones), only as a round begins', () => {
    let state = addRoundNote(withLair(), 'Reinforcements?');
    state = addUse(state, 'c1', { name: 'Reaction', max: 1, resets: 'round-start' });
    state = startCombat(addUse(state, 'c3', { name: 'Legendary', max: 3, resets: 'turn-start' }));
    expect(roundStartNews(state)).toBeNull();
    expect(roundStartNews(after(state, 4))).toEqual({
      round: 2,
      notes: ['Reinforcements?'],
      uses: [{ creatureId: 'c1', owner: 'Ayla', name: 'Reaction', max: 1 }],
    });
    expect(roundStartNews(after(state, 5))).toBeNull();
  });

  it('spending stops at 0, giving back stops at the most; a use taken off leaves no empty list', () => {
    let state = addUse(withLair(), 'c3', { name: 'Legendary', max: 2, resets: 'turn-start' });
    const id = state.creatures.find((one) => one.id === 'c3')!.uses![0]!.id;
    for (let index = 0; index < 3; index += 1) state = spendUse(state, 'c3', id);
    expect(state.creatures.find((one) => one.id === 'c3')!.uses![0]!.left).toBe(0);
    for (let index = 0; index < 3; index += 1) state = spendUse(state, 'c3', id, -1);
    expect(state.creatures.find((one) => one.id === 'c3')!.uses![0]!.left).toBe(2);
    expect('uses' in removeUse(state, 'c3', id).creatures.find((one) => one.id === 'c3')!).toBe(false);
  });

  it('round notes: added in order, taken off; empty or with a control character refused', () => {
    let state = addRoundNote(addRoundNote(withLair(), 'Lair: the ceiling falls'), 'Reinforcements?');
    expect(state.roundNotes?.map((note) => note.text)).toEqual([
      'Lair: the ceiling falls',
      'Reinforcements?',
    ]);
    state = removeRoundNote(state, state.roundNotes![0]!.id);
    expect(state.roundNotes).toHaveLength(1);
    expect('roundNotes' in removeRoundNote(state, state.roundNotes![0]!.id)).toBe(false);
    expect(() => addRoundNote(state, '  ')).toThrow(expect.objectContaining({ code: 'rules.input.missing' }));
    expect(() => addRoundNote(state, 'a\u202eb')).toThrow(
      expect.objectContaining({ code: 'rules.tracker.control-character' }),
    );
  });
});

describe('the tracker file keeps a prepared fight (issue 91)', () => {
  it('a fixed slot, uses and round notes survive the file; the serial passes their IDs', () => {
    let state = addUse(withLair(), 'c3', { name: 'Legendary', max: 3, resets: 'turn-start' });
    state = addRoundNote(state, 'Lair acts on 20');
    const back = readTrackerFile(trackerFileText(state));
    expect(back).toEqual(state);
    expect(back.serial).toBeGreaterThan(Number(back.roundNotes![0]!.id.slice(1)));
  });

  it('a turn change keeps the uses it gave back in the file, and "previous turn" after a reload puts them back', () => {
    let state = startCombat(addUse(withLair(), 'c1', { name: 'Reaction', max: 1, resets: 'round-start' }));
    state = spendUse(state, 'c1', state.creatures.find((one) => one.id === 'c1')!.uses![0]!.id);
    const round2 = after(state, 4);
    const reloaded = readTrackerFile(trackerFileText(round2));
    expect(reloaded).toEqual(round2);
    expect(previousTurn(reloaded)).toEqual(after(state, 3));
  });

  it.each([
    [{ creatureId: 'c1', useId: 'u5', left: 21 }, 'rules.input.out-of-range'],
    [{ creatureId: 'c1', useId: 'u5', left: 0, extra: 1 }, 'rules.tracker.unknown-field'],
    [{ creatureId: 'c1', left: 0 }, 'rules.input.missing'],
  ])('a stored usesBack %j is refused (%s)', (entry, code) => {
    let state = startCombat(addUse(withLair(), 'c1', { name: 'Reaction', max: 1, resets: 'round-start' }));
    state = spendUse(state, 'c1', state.creatures.find((one) => one.id === 'c1')!.uses![0]!.id);
    const file = JSON.parse(trackerFileText(after(state, 4)));
    file.tracker.history.at(-1).usesBack = [entry];
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(expect.objectContaining({ code }));
  });

  it("a stored usesBack naming one use twice, or more left than that use's most, is refused (both read before)", () => {
    let state = startCombat(addUse(withLair(), 'c1', { name: 'Reaction', max: 1, resets: 'round-start' }));
    state = spendUse(state, 'c1', 'u5');
    const file = JSON.parse(trackerFileText(after(state, 4)));
    expect(file.tracker.history.at(-1).usesBack).toEqual([{ creatureId: 'c1', useId: 'u5', left: 0 }]);
    file.tracker.history.at(-1).usesBack = [
      { creatureId: 'c1', useId: 'u5', left: 0 },
      { creatureId: 'c1', useId: 'u5', left: 0 },
    ];
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(
      expect.objectContaining({ code: 'rules.input.duplicate', params: { field: 'history.usesBack' } }),
    );
    // The Reaction's most is 1: a turn change gives back only a use not full, so it had 0 left.
    file.tracker.history.at(-1).usesBack = [{ creatureId: 'c1', useId: 'u5', left: 1 }];
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(
      expect.objectContaining({ code: 'rules.input.out-of-range' }),
    );
  });

  it('a stored usesBack for a use no longer there never lands on a use added after the file is read (serial passes it)', () => {
    let state = startCombat(addUse(withLair(), 'c1', { name: 'Reaction', max: 1, resets: 'round-start' }));
    state = spendUse(state, 'c1', 'u5');
    const file = JSON.parse(trackerFileText(after(state, 4)));
    // A use taken off since (or a made-up one) under the ID the next use would get.
    const next = `u${file.tracker.serial}`;
    file.tracker.history.at(-1).usesBack.push({ creatureId: 'c1', useId: next, left: 0 });
    const read = readTrackerFile(JSON.stringify(file));
    const added = addUse(read, 'c1', { name: 'Shield', max: 2, resets: 'round-start' });
    const shield = added.creatures
      .find((one) => one.id === 'c1')!
      .uses!.find((use) => use.name === 'Shield')!;
    expect(shield.id).not.toBe(next);
    const back = previousTurn(added).creatures.find((one) => one.id === 'c1')!.uses!;
    expect(back.map((use) => [use.name, use.left])).toEqual([
      ['Reaction', 0],
      ['Shield', 2],
    ]);
  });

  it('a stored usesBack of a creature removed since still reads, and "previous turn" passes it by', () => {
    let state = startCombat(addUse(withLair(), 'c2', { name: 'Reaction', max: 1, resets: 'round-start' }));
    state = spendUse(state, 'c2', 'u5');
    const round2 = after(state, 4);
    const file = JSON.parse(trackerFileText(removeCreature(round2, 'c2')));
    expect(file.tracker.history.at(-1).usesBack).toEqual([{ creatureId: 'c2', useId: 'u5', left: 0 }]);
    const read = readTrackerFile(JSON.stringify(file));
    expect(read).toEqual(removeCreature(round2, 'c2'));
    // Back to the Ogre's turn (Bren's Reaction passed by), then no further: Bren's turn is gone.
    expect(previousTurn(read)).toMatchObject({ round: 1, currentId: 'c3' });
    expect(previousTurn(read).creatures.map((one) => one.id)).toEqual(['c4', 'c1', 'c3']);
    expect(previousTurn(previousTurn(read))).toMatchObject({ round: 1, currentId: 'c3', history: [] });
  });

  it("a file's fixed slot is the creature's count whatever its initiative says", () => {
    const file = JSON.parse(trackerFileText(withLair()));
    file.tracker.creatures.find((one: { id: string }) => one.id === 'c4').initiative = 3;
    expect(readTrackerFile(JSON.stringify(file)).creatures[0]).toMatchObject({
      name: 'Lair',
      initiative: 20,
    });
  });

  it.each([
    [
      'a use with more left than its most',
      (c: Record<string, unknown>) => {
        c.uses = [{ id: 'u9', name: 'L', max: 1, left: 2, resets: 'turn-start' }];
      },
      'rules.input.out-of-range',
    ],
    [
      'a use without left',
      (c: Record<string, unknown>) => {
        c.uses = [{ id: 'u9', name: 'L', max: 1, resets: 'turn-start' }];
      },
      'rules.input.not-a-number',
    ],
    [
      'a use that resets at no known time',
      (c: Record<string, unknown>) => {
        c.uses = [{ id: 'u9', name: 'L', max: 1, left: 1, resets: 'dawn' }];
      },
      'rules.input.unknown-option',
    ],
    [
      'a misspelt field of a use',
      (c: Record<string, unknown>) => {
        c.uses = [{ id: 'u9', name: 'L', max: 1, left: 1, resets: 'turn-start', reset: 1 }];
      },
      'rules.tracker.unknown-field',
    ],
  ])('%s is refused', (_, change, code) => {
    const file = JSON.parse(trackerFileText(withLair()));
    change(file.tracker.creatures[0]);
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(expect.objectContaining({ code }));
  });

  it('an old file (version 2, before these fields) still imports, with none of them', () => {
    const state = readTrackerFile(readFileSync(OLD_FILE, 'utf8'));
    expect(state.creatures.length).toBeGreaterThan(0);
    expect(state.creatures.every((one) => one.fixedInitiative === undefined && one.uses === undefined)).toBe(
      true,
    );
    expect(state.roundNotes).toBeUndefined();
  });
});
