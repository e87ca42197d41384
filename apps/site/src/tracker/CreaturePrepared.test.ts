// @vitest-environment happy-dom
/**
 * A prepared fight on the page (issue 91 items 3 and 4): a creature's fixed slot and uses, the
 * round's notes as the round begins, and the saved custom effects filling the effect form; rendered
 * and tapped as on the page, in en, th and zh-Hant.
 */
import {
  addCreature,
  addRoundNote,
  addUse,
  createTracker,
  nextTurn,
  setInitiative,
  startCombat,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { CreaturePrepared } from './CreaturePrepared.tsx';
import { RoundStartLine } from './InitiativeOrder.tsx';
import { SAVED_EFFECTS_KEY, SavedEffects } from './SavedEffects.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

beforeEach(() => localStorage.clear());
emptyPageAfterEach();

const textOf = (locale: 'en' | 'th' | 'zh-hant') => trackerText(locale, trackerMessages(locale), {});

/** A dragon (c1, Initiative 15) and a knight (c2, 10). */
function fight(): TrackerState {
  let state = addCreature(createTracker(), {
    name: 'Dragon',
    kind: 'monster',
    initiativeBonus: 0,
    ac: 18,
    maxHp: 200,
  });
  state = addCreature(state, { name: 'Knight', kind: 'character', initiativeBonus: 0, ac: 18, maxHp: 40 });
  return setInitiative(setInitiative(state, 'c1', 15), 'c2', 10);
}

describe("a creature's fixed slot and uses in its details", () => {
  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: the slot ticked fixes its count; a use added, spent, shown',
    async (locale) => {
      const text = textOf(locale);
      let state = fight();
      const root = document.createElement('div');
      document.body.append(root);
      const draw = () =>
        render(
          h(CreaturePrepared, {
            creature: state.creatures[0]!,
            text,
            apply: (change: (s: TrackerState) => TrackerState) => {
              state = change(state);
              draw();
              return true;
            },
          }),
          root,
        );
      draw();
      expect(root.textContent).toContain(text.t('tracker.fixed.label', { initiative: text.n(15) }));
      const fixed = root.querySelector<HTMLInputElement>('#tracker-fixed-c1')!;
      fixed.checked = true;
      fixed.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(state.creatures[0]).toMatchObject({ fixedInitiative: 15, initiative: 15 });
      const name = root.querySelector<HTMLInputElement>('#tracker-use-name-c1')!;
      name.value = 'Legendary';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      root.querySelector<HTMLButtonElement>('[data-testid="tracker-use-add-c1"]')!.click();
      await settle();
      expect(state.creatures[0]!.uses).toEqual([
        { id: expect.any(String), name: 'Legendary', max: 3, left: 3, resets: 'turn-start' },
      ]);
      root
        .querySelector<HTMLButtonElement>(
          `[aria-label="${text.t('tracker.uses.spend', { name: 'Legendary' })}"]`,
        )!
        .click();
      await settle();
      expect(root.textContent).toContain(
        text.t('tracker.uses.line', { name: 'Legendary', left: text.n(2), max: text.n(3) }),
      );
    },
  );

  it('a count that is not a number is refused by the core, nothing added', () => {
    const text = textOf('en');
    let state = fight();
    let refused = 0;
    const root = document.createElement('div');
    document.body.append(root);
    render(
      h(CreaturePrepared, {
        creature: state.creatures[0]!,
        text,
        apply: (change: (s: TrackerState) => TrackerState) => {
          try {
            state = change(state);
            return true;
          } catch {
            refused += 1;
            return false;
          }
        },
      }),
      root,
    );
    const count = root.querySelector<HTMLInputElement>('#tracker-use-count-c1')!;
    count.value = 'x';
    count.dispatchEvent(new Event('input', { bubbles: true }));
    return settle().then(() => {
      root.querySelector<HTMLButtonElement>('[data-testid="tracker-use-add-c1"]')!.click();
      expect(refused).toBe(1);
      expect(state.creatures[0]!.uses).toBeUndefined();
    });
  });
});

describe('the round begins: its notes and the uses that came back, once', () => {
  it.each(['en', 'th', 'zh-hant'] as const)('%s: shown on the first turn of round 2 only', (locale) => {
    const text = textOf(locale);
    let state = addRoundNote(fight(), 'Lair: the ceiling falls');
    state = addUse(state, 'c2', { name: 'Reaction', max: 1, resets: 'round-start' });
    state = startCombat(state);
    const line = (s: TrackerState) => renderToString(h(RoundStartLine, { state: s, text }));
    expect(line(state)).toBe('');
    state = nextTurn(nextTurn(state));
    expect(state.round).toBe(2);
    expect(line(state)).toContain(
      text.t('tracker.roundNotes.start', {
        round: text.n(2),
        notes: text.list([
          'Lair: the ceiling falls',
          text.t('tracker.uses.ownerLine', { owner: 'Knight', name: 'Reaction', max: text.n(1) }),
        ]),
      }),
    );
    expect(line(nextTurn(state))).toBe('');
  });
});

describe('saved custom effects, reused across fights (issue 91 item 4)', () => {
  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: kept, listed after a reload, one tap fills the form',
    async (locale) => {
      const text = textOf(locale);
      const picked: unknown[] = [];
      const draw = () => {
        const root = document.createElement('div');
        document.body.append(root);
        render(
          h(SavedEffects, {
            text,
            apply: (change: (s: TrackerState) => TrackerState) => {
              change(createTracker());
              return true;
            },
            current: { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] },
            onPick: (effect) => picked.push(effect),
          }),
          root,
        );
        return root;
      };
      const first = draw();
      await settle();
      first.querySelector<HTMLButtonElement>('[data-testid="tracker-saved-effect-keep"]')!.click();
      await settle();
      expect(first.textContent).toContain(text.t('tracker.savedEffects.kept', { name: 'Bless' }));
      expect(JSON.parse(localStorage.getItem(SAVED_EFFECTS_KEY)!)).toEqual([
        { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] },
      ]);
      render(null, first);
      const again = draw();
      await settle();
      const chips = again.querySelectorAll<HTMLButtonElement>('[data-testid="tracker-saved-effect"]');
      expect(chips).toHaveLength(1);
      chips[0]!.click();
      expect(picked).toEqual([{ name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] }]);
    },
  );

  it('a stored effect the core refuses (dice "d4+") is left out, and the list says so', async () => {
    localStorage.setItem(
      SAVED_EFFECTS_KEY,
      JSON.stringify([
        { name: 'Bad', dice: 'd4+', rolls: ['save'] },
        { name: 'Bane', dice: '-1d4', rolls: ['attack'] },
      ]),
    );
    const root = document.createElement('div');
    document.body.append(root);
    render(
      h(SavedEffects, {
        text: textOf('en'),
        apply: () => true,
        current: { name: '', dice: '', rolls: [] },
        onPick: () => {},
      }),
      root,
    );
    await settle();
    expect(
      [...root.querySelectorAll('[data-testid="tracker-saved-effect"]')].map((one) => one.textContent),
    ).toEqual([textOf('en').t('tracker.effects.badge', { effect: 'Bane', dice: '−1d4' })]);
    expect(root.querySelector('[data-testid="tracker-saved-effects-unread"]')?.textContent).toBe(
      textOf('en').t('tracker.savedEffects.unread', { count: textOf('en').n(1) }),
    );
  });
});
