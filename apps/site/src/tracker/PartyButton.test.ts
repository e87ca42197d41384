import { addFromStatBlock, createTracker, readStatBlock, type TrackerState } from '@polyhedral/core/tracker';
import { seededRandom } from '@polyhedral/dice';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { PartyButton } from './StatBlockList.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

const block = (name: string, kind: 'character' | 'monster') =>
  readStatBlock({
    name,
    kind,
    initiativeBonus: 2,
    ac: 15,
    hp: 20,
    saves: {},
    resist: [],
    vulnerable: [],
    immune: [],
    attacks: [],
  });
const BLOCKS = [block('Ayla', 'character'), block('Bren', 'character'), block('Goblin', 'monster')];

/** The tracker as the button reads it; `apply` runs the change on a copy it keeps. */
function trackerWith(state: TrackerState): Tracker & { last: () => TrackerState } {
  let now = state;
  return {
    state,
    apply: (change: (state: TrackerState) => TrackerState) => {
      now = change(now);
      return true;
    },
    last: () => now,
  } as unknown as Tracker & { last: () => TrackerState };
}

describe('the party joins a new fight in one tap (issue 91 item 3)', () => {
  it.each(['th', 'zh-hant'] as const)(
    '%s: the button names the characters not yet in the fight',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const fresh = renderToString(
        h(PartyButton, { tracker: trackerWith(createTracker()), text, blocks: BLOCKS }),
      );
      expect(fresh).toContain(
        text.t('tracker.party.add', { count: text.n(2), names: text.list(['Ayla', 'Bren']) }),
      );
      const withAyla = addFromStatBlock(createTracker(), BLOCKS[0]!, { count: 1 }, seededRandom(1)).state;
      const one = renderToString(h(PartyButton, { tracker: trackerWith(withAyla), text, blocks: BLOCKS }));
      expect(one).toContain(text.t('tracker.party.add', { count: text.n(1), names: 'Bren' }));
      expect(
        renderToString(h(PartyButton, { tracker: trackerWith(createTracker()), text, blocks: [BLOCKS[2]!] })),
      ).toBe('');
    },
  );

  it('its one action adds every character, none of the monsters', () => {
    const text = trackerText('en', trackerMessages('en'), {});
    const tracker = trackerWith(createTracker());
    const vnode = PartyButton({ tracker, text, blocks: BLOCKS });
    const button = (vnode as unknown as { props: { children: Array<{ props: { onClick?: () => void } }> } })
      .props.children[1]!;
    button.props.onClick?.();
    expect(
      tracker
        .last()
        .creatures.map((one) => one.name)
        .sort(),
    ).toEqual(['Ayla', 'Bren']);
  });
});
