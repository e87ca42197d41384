import {
  addCondition,
  addCreatures,
  addRoundNote,
  createTracker,
  nextTurn,
  readTrackerFile,
  rollInitiative,
  setInitiative,
  startCombat,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import { seededRandom } from '@polyhedral/dice';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { conditionTermNames } from './condition-text.ts';
import { InitiativeOrder } from './InitiativeOrder.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7 } as const;
const AYLA = { name: 'Ayla', kind: 'character', initiativeBonus: 3, ac: 16, maxHp: 24 } as const;

function trackerOf(state: TrackerState): Tracker {
  return {
    state,
    ready: true,
    apply: () => true,
    report: () => {},
    fail: () => {},
    noticeFor: () => null,
  } as unknown as Tracker;
}

/** The Initiative lines as rendered (the text of each <li> in the rolls list). */
function renderedLines(state: TrackerState, locale: 'en' | 'th' | 'zh-hant' = 'en'): string[] {
  const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
  const html = renderToString(
    h(InitiativeOrder, {
      tracker: trackerOf(state),
      text,
      conditions: [],
      onRoll: () => {},
      selected: [],
      onSelect: () => {},
    }),
  );
  const list = /data-testid="tracker-rolls">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

function fight(): TrackerState {
  let state = addCreatures(createTracker(), AYLA, { count: 1 });
  state = addCreatures(state, GOBLIN, { count: 2, sharedInitiative: true });
  return rollInitiative(state, seededRandom(7)).state;
}

describe('the Initiative lines on the page (issue 91)', () => {
  it('a reload keeps them: the tracker read back from its saved file shows the same lines', () => {
    const state = fight();
    const before = renderedLines(state);
    expect(before).toHaveLength(3);
    expect(renderedLines(readTrackerFile(trackerFileText(state)))).toEqual(before);
  });

  it("a typed roll: the line says the typed count, as the list does (not the page's roll)", () => {
    const state = setInitiative(fight(), 'c1', 23);
    const lines = renderedLines(state);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Ayla: Rolled at the table: 23');
  });

  it.each(['th', 'zh-hant'] as const)("%s: the typed line in the reader's words", (locale) => {
    const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
    const lines = renderedLines(setInitiative(fight(), 'c1', 23), locale);
    expect(lines[0]).toBe(
      text.t('tracker.receipt.named', {
        name: 'Ayla',
        line: text.t('tracker.initiative.typed', { total: text.n(23) }),
      }),
    );
    expect(lines[0]).not.toContain('Rolled at the table');
  });

  it('a group sharing one roll gets no tie note; no two members alike: the Invisible one rolled apart', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 2, sharedInitiative: true });
    state = addCondition(state, 'c1', 'InvisibleCondition', { kind: 'until-removed' });
    state = rollInitiative(state, seededRandom(3)).state;
    const lines = renderedLines(state);
    const invisible = lines.find((line) => line.startsWith('Goblin 1'))!;
    const plain = lines.find((line) => line.startsWith('Goblin 2'))!;
    expect(invisible).toContain('rolled apart from its group');
    expect(plain).toContain("the group's one roll");
    const shared = rollInitiative(
      addCreatures(createTracker(), GOBLIN, { count: 4, sharedInitiative: true }),
      seededRandom(3),
    ).state;
    const html = renderToString(
      h(InitiativeOrder, {
        tracker: trackerOf(shared),
        text: trackerText('en', trackerMessages('en'), conditionTermNames('en')),
        conditions: [],
        onRoll: () => {},
        selected: [],
        onSelect: () => {},
      }),
    );
    expect(html).not.toContain('tracker-tie-note');
  });
});

/** The order's HTML in round `round` of a fight of three rolled, two typed since at 12 (one tie note). */
function orderAt(round: number, locale: 'en' | 'th' | 'zh-hant' = 'en'): string {
  let state = addCreatures(createTracker(), AYLA, { count: 1 });
  state = addCreatures(state, GOBLIN, { count: 1 });
  state = addCreatures(state, { ...GOBLIN, name: 'Ogre', initiativeBonus: -1 }, { count: 1 });
  state = rollInitiative(state, seededRandom(7)).state;
  state = setInitiative(setInitiative(state, 'c1', 12), 'c2', 12);
  state = startCombat(state);
  while (state.round < round) state = nextTurn(state);
  return renderToString(
    h(InitiativeOrder, {
      tracker: trackerOf(state),
      text: trackerText(locale, trackerMessages(locale), conditionTermNames(locale)),
      conditions: [],
      onRoll: () => {},
      selected: [],
      onSelect: () => {},
    }),
  );
}

describe('the Initiative lines fold after round 1 (issue 91: round 2 within 1.5 phone screens)', () => {
  it('round 1: the lines and the tie note stand above the list, no fold', () => {
    const html = orderAt(1);
    expect(html).not.toContain('tracker-rolls-fold');
    expect(html).toContain('data-testid="tracker-rolls"');
    expect(html.match(/tracker-tie-note/g)).toHaveLength(1);
  });

  it('round 2: one closed line counts them (3 lines, 1 tie) and holds both', () => {
    const html = orderAt(2);
    const fold = /<details class="tracker-rolls-fold"[^>]*>(.*?)<\/details>/s.exec(html);
    expect(fold).not.toBeNull();
    expect(fold![0]).not.toMatch(/<details[^>]* open/);
    expect(/<summary>(.*?)<\/summary>/.exec(fold![1]!)?.[1]).toBe(
      'Why this order (Initiative lines: 3; ties: 1)',
    );
    expect(fold![1]).toContain('data-testid="tracker-rolls"');
    expect(fold![1]).toContain('tracker-tie-note');
    // Nothing of the lines stands outside the fold.
    expect(html.replace(fold![0], '')).not.toContain('tracker-tie-note');
  });

  it("a round's notes stand above the order as the round begins, and only then", () => {
    let state = addRoundNote(addCreatures(createTracker(), AYLA, { count: 1 }), 'Lair: the ceiling falls');
    state = startCombat(setInitiative(state, 'c1', 12));
    const html = (s: TrackerState) =>
      renderToString(
        h(InitiativeOrder, {
          tracker: trackerOf(s),
          text: trackerText('en', trackerMessages('en'), conditionTermNames('en')),
          conditions: [],
          onRoll: () => {},
          selected: [],
          onSelect: () => {},
        }),
      );
    expect(html(state)).not.toContain('tracker-round-start');
    expect(html(nextTurn(state))).toContain('Round 2 begins: Lair: the ceiling falls');
    expect(html(nextTurn(nextTurn(state)))).toContain('Round 3 begins');
  });

  it.each(['th', 'zh-hant'] as const)("%s: the fold line in the reader's words", (locale) => {
    const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
    expect(orderAt(2, locale)).toContain(
      `<summary>${text.t('tracker.initiative.fold', { lines: text.n(3), ties: text.n(1) })}</summary>`,
    );
  });
});
