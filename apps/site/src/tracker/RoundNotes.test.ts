/**
 * The round-start line tells what the core says a round start brings (roundStartNews): the island
 * keeps no reset rule of its own (one home per rule, round-start.ts `comesBack`).
 */
import { readFileSync } from 'node:fs';
import {
  addCreature,
  addRoundNote,
  addUse,
  createTracker,
  nextTurn,
  roundStartNews,
  setInitiative,
  startCombat,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { RoundStartLine } from './InitiativeOrder.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/** A knight with a reaction each round and a dragon with legendary actions at its turn, 3 rounds. */
function turns(): TrackerState[] {
  let state = addCreature(createTracker(), {
    name: 'Knight',
    kind: 'character',
    initiativeBonus: 0,
    ac: 18,
    maxHp: 30,
  });
  state = addCreature(state, { name: 'Dragon', kind: 'monster', initiativeBonus: 0, ac: 19, maxHp: 200 });
  state = setInitiative(setInitiative(state, 'c1', 15), 'c2', 10);
  state = addUse(state, 'c1', { name: 'Reaction', max: 1, resets: 'round-start' });
  state = addUse(state, 'c2', { name: 'Legendary', max: 3, resets: 'turn-start' });
  state = startCombat(addRoundNote(state, 'Lava rises'));
  const all = [state];
  for (let step = 0; step < 5; step += 1) all.push(nextTurn(all.at(-1)!));
  return all;
}

describe("the round-start line is the core's roundStartNews, told", () => {
  it.each(['en', 'th', 'zh'] as const)(
    '%s: at each turn of a fight, exactly the news, or nothing',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const shown = turns().map((state) => {
        const news = roundStartNews(state);
        const line = renderToString(h(RoundStartLine, { state, text }));
        if (!news) return line === '' ? 'none' : `unexpected: ${line}`;
        const words = text.t('tracker.roundNotes.start', {
          round: text.n(news.round),
          notes: text.list([
            ...news.notes,
            ...news.uses.map((use) =>
              text.t('tracker.uses.ownerLine', { owner: use.owner, name: use.name, max: text.n(use.max) }),
            ),
          ]),
        });
        return line.includes(words) ? `round ${news.round}` : `other words: ${line}`;
      });
      // Round 1: no line; the first turns of rounds 2 and 3 tell it; the Dragon's turn-start use is no round news.
      expect(shown).toEqual(['none', 'none', 'round 2', 'none', 'round 3', 'none']);
      expect(roundStartNews(turns()[2]!)?.uses.map((use) => use.name)).toEqual(['Reaction']);
    },
  );

  it('the island holds no reset rule of its own (no `resets` read, no reset time named)', () => {
    const source = readFileSync(new URL('./InitiativeOrder.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\.resets\b|'round-start'|'turn-start'/);
  });
});
