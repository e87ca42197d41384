/**
 * The round-start line tells what the core says a round start brings (roundStartNews): the island
 * keeps no reset rule of its own (one home per rule). The core's answer is replaced here, so a line
 * that read the uses itself would show the creature's real use instead.
 */
import { addCreature, addUse, createTracker, type TrackerState } from '@polyhedral/core/tracker';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { RoundStartLine } from './RoundNotes.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

const news = vi.hoisted(() => ({
  value: null as null | {
    round: number;
    notes: string[];
    uses: { creatureId: string; owner: string; name: string; max: number }[];
  },
}));

vi.mock('@polyhedral/core/tracker', async (original) => ({
  ...(await original<typeof import('@polyhedral/core/tracker')>()),
  roundStartNews: () => news.value,
}));

function knight(): TrackerState {
  const state = addCreature(createTracker(), {
    name: 'Knight',
    kind: 'character',
    initiativeBonus: 0,
    ac: 18,
    maxHp: 30,
  });
  return addUse(state, 'c1', { name: 'Reaction', max: 1, resets: 'round-start' });
}

describe("the round-start line is the core's roundStartNews, told", () => {
  it.each(['en', 'th', 'zh'] as const)(
    '%s: its round, notes and uses, and nothing when the core says none',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const line = () => renderToString(h(RoundStartLine, { state: knight(), text }));
      news.value = null;
      expect(line()).toBe('');
      news.value = {
        round: 7,
        notes: ['Lava rises'],
        uses: [{ creatureId: 'c9', owner: 'Lair', name: 'Tremor', max: 2 }],
      };
      expect(line()).toContain(
        text.t('tracker.roundNotes.start', {
          round: text.n(7),
          notes: text.list([
            'Lava rises',
            text.t('tracker.uses.ownerLine', { owner: 'Lair', name: 'Tremor', max: text.n(2) }),
          ]),
        }),
      );
      expect(line()).not.toContain('Knight');
    },
  );
});
