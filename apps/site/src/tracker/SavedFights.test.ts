// @vitest-environment happy-dom
/**
 * Fights saved by name on this device and resumed (issue 91 item 3), and the lists kept on the
 * device (device-list.ts): rendered and tapped as on the page, in en, th and zh-Hant.
 */
import {
  addCreature,
  addRoundNote,
  createTracker,
  setFixedInitiative,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { asideKey, DEVICE_LIST_LIMIT, keepNamed, readDeviceList } from './device-list.ts';
import { SavedFights } from './SavedFights.tsx';
import {
  aheadFight,
  readSavedFight,
  requireSavedAt,
  SAVED_AT_LIMITS,
  SAVED_FIGHTS_KEY,
  savedFight,
} from './saved-fights.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import * as typedFaces from './typed-faces.ts';
import type { Tracker } from './use-tracker.ts';

beforeEach(() => localStorage.clear());
emptyPageAfterEach();

/** When the fixtures' fights were saved: a real time, long before any run of these tests. */
const SAVED = new Date('2025-06-01T10:00:00.000Z');

/** A lair on a fixed 20, a goblin, and a note for each round: a fight prepared ahead. */
function prepared(): TrackerState {
  let state = addCreature(createTracker(), {
    name: 'Lair',
    kind: 'monster',
    initiativeBonus: 0,
    ac: 10,
    maxHp: 1,
  });
  state = addCreature(state, { name: 'ก็อบลิน', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7 });
  state = setFixedInitiative(state, 'c1', 20);
  return addRoundNote(state, 'Lair: the ceiling falls');
}

/** The list drawn with a tracker whose apply runs the change on a state it keeps. */
async function draw(locale: 'en' | 'th' | 'zh-hant', state: TrackerState, canSave: boolean) {
  const text = trackerText(locale, trackerMessages(locale), {});
  const held = { state, reports: [] as string[], undo: [] as string[] };
  const tracker = {
    state,
    apply: (change: (s: TrackerState) => TrackerState, _origin: string, label: string) => {
      held.state = change(held.state);
      held.undo.push(label);
      return true;
    },
    report: (line: string) => held.reports.push(line),
    fail: () => {},
  } as unknown as Tracker;
  const root = document.createElement('div');
  document.body.append(root);
  render(h(SavedFights, { tracker, text, origin: 'top', canSave }), root);
  await settle();
  return { root, text, held };
}

describe('fights saved by name and resumed (issue 91 item 3)', () => {
  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: saved under its name, listed, resumed in one tap',
    async (locale) => {
      const { root, text, held } = await draw(locale, prepared(), true);
      expect(root.textContent).toContain(text.t('tracker.fights.none'));
      const name = root.querySelector<HTMLInputElement>('#tracker-fight-name-top')!;
      name.value = 'Goblin den';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      root.querySelector<HTMLButtonElement>('[data-testid="tracker-fight-save"]')!.click();
      await settle();
      expect(held.reports).toEqual([text.t('tracker.fights.saved', { name: 'Goblin den' })]);
      const stored = JSON.parse(localStorage.getItem(SAVED_FIGHTS_KEY)!);
      expect(stored).toHaveLength(1);
      const resume = root.querySelectorAll<HTMLButtonElement>('[data-testid="tracker-fight-resume"]');
      expect([...resume].map((one) => one.textContent)).toEqual(['Goblin den']);
      expect(root.textContent).toContain(text.t('tracker.fights.prepared', { count: text.n(2) }));
      // Resumed over an empty table: the prepared fight comes back whole, one undo step named.
      held.state = createTracker();
      resume[0]!.click();
      expect(held.state).toEqual(prepared());
      expect(held.undo).toEqual([text.t('tracker.fights.undo', { name: 'Goblin den' })]);
    },
  );

  describe("a name with characters the page's fonts lack", () => {
    afterEach(() => vi.restoreAllMocks());
    // A Chinese fight name on the Thai page drew as boxes: only creature names loaded the whole font.
    it("th: a listed fight's Chinese name asks for the whole font's slices, as a creature's name does", async () => {
      const load = vi.spyOn(typedFaces, 'loadTypedFaces').mockResolvedValue([]);
      localStorage.setItem(SAVED_FIGHTS_KEY, JSON.stringify([savedFight('赤红巨龙', prepared(), SAVED)]));
      await draw('th', createTracker(), false);
      await vi.waitFor(() => expect(load).toHaveBeenCalled());
      expect(load.mock.calls.at(-1)?.[0]).toEqual(['赤', '红', '巨', '龙']);
    });
  });

  it('the list alone (the add tab): nothing when none is saved; a saved one resumes', async () => {
    const empty = await draw('en', createTracker(), false);
    expect(empty.root.innerHTML).toBe('');
    localStorage.setItem(SAVED_FIGHTS_KEY, JSON.stringify([savedFight('Den', prepared(), SAVED)]));
    const { root } = await draw('en', createTracker(), false);
    expect(root.querySelector('#tracker-fight-name-top')).toBeNull();
    expect(root.querySelectorAll('[data-testid="tracker-fight-resume"]')).toHaveLength(1);
  });

  it('a stored fight whose file the core refuses is left out; the others read', () => {
    const good = savedFight('Den', prepared(), SAVED);
    const bad = { ...good, name: 'Broken', file: trackerFileText(prepared()).replace('"hp":1', '"hp":-4') };
    const read = readDeviceList(JSON.stringify([bad, good, 'x']), readSavedFight);
    expect(read.items.map((one) => one.name)).toEqual(['Den']);
    expect(read.unread).toBe(2);
    expect(read.left).toEqual([bad, 'x']);
    expect(readDeviceList('not json', readSavedFight)).toEqual({ items: [], unread: 1, left: [] });
    expect(readDeviceList(null, readSavedFight)).toEqual({ items: [], unread: 0, left: [] });
  });

  it('a name saved again replaces the one kept; a list keeps at most its limit, newest first', () => {
    const a = { name: 'A', n: 1 };
    expect(keepNamed([a, { name: 'B', n: 2 }], { name: 'A', n: 3 })).toEqual([
      { name: 'A', n: 3 },
      { name: 'B', n: 2 },
    ]);
    const full = Array.from({ length: DEVICE_LIST_LIMIT }, (_, index) => ({ name: `F${index}`, n: index }));
    const next = keepNamed(full, { name: 'New', n: 0 });
    expect(next).toHaveLength(DEVICE_LIST_LIMIT);
    expect(next[0]!.name).toBe('New');
    expect(next.some((one) => one.name === `F${DEVICE_LIST_LIMIT - 1}`)).toBe(false);
  });

  it('a stored list is read up to its limit, and a name read once is the entry', () => {
    const one = (name: string) => savedFight(name, prepared(), SAVED);
    const many = Array.from({ length: DEVICE_LIST_LIMIT + 5 }, (_, at) => one(`Den ${at}`));
    expect(readDeviceList(JSON.stringify(many), readSavedFight).items).toHaveLength(DEVICE_LIST_LIMIT);
    const twice = readDeviceList(JSON.stringify([one('Den'), one('Lair'), one('Den')]), readSavedFight);
    expect(twice.items.map((fight) => fight.name)).toEqual(['Den', 'Lair']);
  });

  it("an empty name is refused (the core's name rule)", () => {
    expect(() => savedFight('  ', prepared(), SAVED)).toThrow(
      expect.objectContaining({ code: 'rules.input.missing' }),
    );
  });
});

describe("a saved fight's savedAt, checked as it is read", () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString();

  it.each([
    ['written by savedFight', SAVED.toISOString()],
    ['without milliseconds', '2025-06-01T10:00:00Z'],
    [`ahead of the clock by less than ${SAVED_AT_LIMITS.skewMinutes} minutes`, minutes(4)],
  ])('%s: read', (_, savedAt) => {
    expect(requireSavedAt(savedAt, now)).toBe(savedAt);
  });

  it.each([
    ['not a date', 'yesterday'],
    ['a number', 1748772000000],
    ['missing', undefined],
    ['a day that does not exist', '2026-02-31T10:00:00.000Z'],
    ['without its time zone', '2025-06-01T10:00:00.000'],
    ['before the tracker could save one', '1970-01-01T00:00:00.000Z'],
    [`ahead of the clock by more than ${SAVED_AT_LIMITS.skewMinutes} minutes`, minutes(6)],
    ['in year 275760', '+275760-09-13T00:00:00.000Z'],
  ])('%s: refused', (_, savedAt) => {
    expect(() => requireSavedAt(savedAt, now)).toThrow();
    const fight = { ...savedFight('Den', prepared(), SAVED), savedAt };
    const read = readDeviceList(JSON.stringify([fight, savedFight('Lair', prepared(), SAVED)]), (value) =>
      readSavedFight(value, now),
    );
    expect(read).toMatchObject({ unread: 1 });
    expect(read.items.map((one) => one.name)).toEqual(['Lair']);
  });

  it('a fight left out stays stored when another is saved or removed (the save wrote the readable ones alone)', async () => {
    const future = { ...savedFight('Den', prepared(), SAVED), savedAt: '2999-01-01T00:00:00.000Z' };
    localStorage.setItem(SAVED_FIGHTS_KEY, JSON.stringify([future, savedFight('Lair', prepared(), SAVED)]));
    const { root } = await draw('en', prepared(), true);
    const name = root.querySelector<HTMLInputElement>('#tracker-fight-name-top')!;
    name.value = 'Crypt';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    root.querySelector<HTMLButtonElement>('[data-testid="tracker-fight-save"]')!.click();
    await settle();
    const names = () =>
      JSON.parse(localStorage.getItem(SAVED_FIGHTS_KEY)!).map((one: { name: string }) => one.name);
    expect(names()).toEqual(['Crypt', 'Lair', 'Den']);
    root.querySelector<HTMLButtonElement>('button[aria-label*="Lair"].tracker-x')!.click();
    await settle();
    expect(names()).toEqual(['Crypt', 'Den']);
    expect(root.querySelector('[data-testid="tracker-fights-ahead"]')?.textContent).toContain('Den');
  });

  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: a fight left out is said beside the list, with how many; the others resume',
    async (locale) => {
      const den = savedFight('Den', prepared(), SAVED);
      const broken = { ...den, file: den.file.replace('"hp":1', '"hp":-4') };
      localStorage.setItem(SAVED_FIGHTS_KEY, JSON.stringify([broken, savedFight('Lair', prepared(), SAVED)]));
      const { root, text } = await draw(locale, createTracker(), false);
      expect(root.querySelector('[data-testid="tracker-fights-unread"]')?.textContent).toBe(
        text.t('tracker.fights.unread', { count: text.n(1) }),
      );
      const resume = root.querySelectorAll<HTMLButtonElement>('[data-testid="tracker-fight-resume"]');
      expect([...resume].map((one) => one.textContent)).toEqual(['Lair']);
    },
  );
});

/** The name field filled with `name`, then the save button tapped. */
async function saveAs(root: HTMLElement, name: string) {
  const field = root.querySelector<HTMLInputElement>('#tracker-fight-name-top')!;
  field.value = name;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  root.querySelector<HTMLButtonElement>('[data-testid="tracker-fight-save"]')!.click();
  await settle();
}

const storedNames = () =>
  JSON.parse(localStorage.getItem(SAVED_FIGHTS_KEY)!).map((one: { name: string }) => one.name);

// Before: a stored list that was not JSON, or not a list, was written over by the next save (lost).
describe('a stored list that cannot be read is set aside by the next save, never written over', () => {
  it.each([
    ['not JSON', '[{"name":"Den", "file": trunc'],
    ['not a list', '{"name":"Den"}'],
  ])(
    '%s: set aside as it was, the save kept, the note offers it for download and deletion',
    async (_, stored) => {
      localStorage.setItem(SAVED_FIGHTS_KEY, stored);
      const { root, text, held } = await draw('en', prepared(), true);
      await saveAs(root, 'Crypt');
      expect(storedNames()).toEqual(['Crypt']);
      const aside = JSON.parse(localStorage.getItem(asideKey(SAVED_FIGHTS_KEY))!);
      expect(aside.text).toBe(stored);
      expect(Number.isFinite(Date.parse(aside.at))).toBe(true);
      expect(held.reports).toEqual([text.t('tracker.fights.saved', { name: 'Crypt' })]);
      const note = root.querySelector('[data-testid="tracker-list-aside"]')!;
      expect(note.textContent).not.toContain(text.t('tracker.deviceList.asideBlocks'));
      const link = note.querySelector<HTMLAnchorElement>('a[download]')!;
      expect(decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','))).toBe(stored);
      note.querySelector<HTMLButtonElement>('button')!.click();
      await settle();
      expect(localStorage.getItem(asideKey(SAVED_FIGHTS_KEY))).toBeNull();
      expect(root.querySelector('[data-testid="tracker-list-aside"]')).toBeNull();
    },
  );

  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: one kept aside at most: a second unreadable list refuses the save and both stay as they were',
    async (locale) => {
      const first = JSON.stringify({ at: '2026-11-01T10:00:00.000Z', text: 'first' });
      localStorage.setItem(asideKey(SAVED_FIGHTS_KEY), first);
      localStorage.setItem(SAVED_FIGHTS_KEY, 'second');
      const { root, text, held } = await draw(locale, prepared(), true);
      const note = root.querySelector('[data-testid="tracker-list-aside"]')!;
      expect(note.textContent).toContain(text.t('tracker.deviceList.asideBlocks'));
      expect(note.querySelector('a[download]')?.textContent).toBe(text.t('tracker.deviceList.asideDownload'));
      await saveAs(root, 'Crypt');
      expect(localStorage.getItem(SAVED_FIGHTS_KEY)).toBe('second');
      expect(localStorage.getItem(asideKey(SAVED_FIGHTS_KEY))).toBe(first);
      expect(held.reports).toEqual([text.t('tracker.fights.notKept', { name: 'Crypt' })]);
      // The first one deleted: the next save sets the second aside and keeps the fight.
      note.querySelector<HTMLButtonElement>('button')!.click();
      await settle();
      await saveAs(root, 'Crypt');
      expect(storedNames()).toEqual(['Crypt']);
      expect(JSON.parse(localStorage.getItem(asideKey(SAVED_FIGHTS_KEY))!).text).toBe('second');
    },
  );
});

// Before: a fight saved with its clock ahead was counted among the unreadable ones, by number alone.
describe('a fight saved with a date ahead of the clock: named, and kept dated now in one tap', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');

  it('aheadFight: the fight read with its date as now; a listed one, or one left out for another reason: null', () => {
    const den = savedFight('Den', prepared(), SAVED);
    const ahead = aheadFight({ ...den, savedAt: '2999-01-01T00:00:00.000Z' }, now);
    expect(ahead).toMatchObject({ name: 'Den', savedAt: now.toISOString(), creatures: 2 });
    expect(aheadFight(den, now)).toBeNull();
    expect(aheadFight({ ...den, savedAt: '1970-01-01T00:00:00.000Z' }, now)).toBeNull();
    expect(aheadFight({ ...den, savedAt: 'yesterday' }, now)).toBeNull();
    const broken = {
      ...den,
      savedAt: '2999-01-01T00:00:00.000Z',
      file: den.file.replace('"hp":1', '"hp":-4'),
    };
    expect(aheadFight(broken, now)).toBeNull();
  });

  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: named beside the list (not counted as unreadable); "keep it, dated now" lists it and stores it once',
    async (locale) => {
      const future = { ...savedFight('Den', prepared(), SAVED), savedAt: '2999-01-01T00:00:00.000Z' };
      localStorage.setItem(SAVED_FIGHTS_KEY, JSON.stringify([future, savedFight('Lair', prepared(), SAVED)]));
      const { root, text } = await draw(locale, createTracker(), false);
      expect(root.querySelector('[data-testid="tracker-fights-unread"]')).toBeNull();
      const ahead = root.querySelector('[data-testid="tracker-fights-ahead"]')!;
      expect(ahead.textContent).toContain(text.t('tracker.fights.ahead', { name: 'Den' }));
      const keep = ahead.querySelector<HTMLButtonElement>('button')!;
      expect(keep.getAttribute('aria-label')).toBe(text.t('tracker.fights.aheadKeepNamed', { name: 'Den' }));
      const before = Date.now();
      keep.click();
      await settle();
      expect(storedNames()).toEqual(['Den', 'Lair']);
      const kept = JSON.parse(localStorage.getItem(SAVED_FIGHTS_KEY)!)[0];
      expect(Date.parse(kept.savedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(kept.savedAt)).toBeLessThanOrEqual(Date.now());
      expect(root.querySelector('[data-testid="tracker-fights-ahead"]')).toBeNull();
      const resume = root.querySelectorAll<HTMLButtonElement>('[data-testid="tracker-fight-resume"]');
      expect([...resume].map((one) => one.textContent)).toEqual(['Den', 'Lair']);
    },
  );
});
