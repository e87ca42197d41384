// @vitest-environment happy-dom
/**
 * Whom the next action goes to in one tap (issue 100 item 2): a save for half on all living
 * monsters is three taps from the tracker in a fight (its tab, "all living monsters", the roll).
 * Rule ID InstantDeath (SRD 5.2, "Dropping to 0 Hit Points"): "A monster dies the instant it drops
 * to 0 Hit Points": the dead goblin is not selected, so it rolls no save and takes no damage.
 */
import {
  addCreature,
  addCreatures,
  createTracker,
  damageCreatures,
  livingTargets,
  setDefeated,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { TrackerTools } from './TrackerTools.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

emptyPageAfterEach();

/** Two characters, four goblins (the second dead, the third defeated) and an ogre, round 2. */
function fight(): TrackerState {
  let state = createTracker();
  for (const name of ['Ayla', 'Bren'])
    state = addCreature(state, { name, kind: 'character', initiativeBonus: 0, ac: 15, maxHp: 30 });
  state = addCreatures(
    state,
    { name: 'Goblin', kind: 'monster', initiativeBonus: 0, ac: 13, maxHp: 60 },
    { count: 4 },
  );
  state = addCreature(state, { name: 'Ogre', kind: 'monster', initiativeBonus: 0, ac: 11, maxHp: 200 });
  const goblins = state.creatures.filter((one) => one.name.startsWith('Goblin')).map((one) => one.id);
  state = damageCreatures(state, [goblins[1]!], { parts: [{ amount: 60, type: 'slashing' }] }).state;
  return { ...setDefeated(state, goblins[2]!, true), round: 2 };
}

const until = async (found: () => Element | null) => {
  for (let tries = 0; tries < 200 && !found(); tries += 1) await settle();
  return found();
};

describe('one tap to the living', () => {
  it.each(['en', 'th', 'zh'] as const)(
    '%s: a save for half on all living monsters in three taps, the dead and the defeated untouched',
    async (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      let state = fight();
      const before = state;
      let selected: readonly string[] = [];
      let last: readonly string[] = [];
      let taps = 0;
      const root = document.createElement('div');
      document.body.append(root);
      const draw = () =>
        render(
          h(TrackerTools, {
            tracker: { state, noticeFor: () => null } as unknown as Tracker,
            text,
            selected,
            applyToSelected: (change: (s: TrackerState) => TrackerState) => {
              state = change(state);
              last = selected;
              selected = [];
              draw();
              return true;
            },
            quick: {
              choose: (ids) => {
                selected = ids;
                draw();
              },
              last,
            },
            addForm: h('p', null),
            importButton: h('p', null),
            phoneFields: h('p', null),
          }),
          root,
        );
      draw();
      const tap = async (element: Element | null) => {
        (element as HTMLElement).click();
        taps += 1;
        await settle();
      };
      await tap(root.querySelector('[data-testid="tracker-tab-save-half"]'));
      await tap(
        await until(() =>
          root.querySelector('[data-testid="tracker-save-half"] [data-testid="tracker-quick-monsters"]'),
        ),
      );
      expect(selected).toEqual(livingTargets(before).monsters);
      await tap(root.querySelector('[data-testid="tracker-save-half"] .calc-button--primary'));
      expect(taps).toBe(3);
      const hp = (s: TrackerState) => s.creatures.map((one) => one.hp);
      const changed = state.creatures
        .filter((one, index) => one.hp !== hp(before)[index])
        .map((one) => one.name);
      // 8d6 fire, half on a save: at least 4 on each living monster; none on the dead, the defeated, the party.
      expect(changed).toEqual(['Goblin 1', 'Goblin 4', 'Ogre']);
      const receipt = root.querySelector('[data-testid="tracker-save-half-receipt"]')!.textContent ?? '';
      for (const name of ['Goblin 1', 'Goblin 4', 'Ogre']) expect(receipt).toContain(name);
      for (const name of ['Goblin 2', 'Goblin 3', 'Ayla']) expect(receipt).not.toContain(name);
      // The last targets again, one tap: the same three.
      draw();
      (
        root.querySelector(
          '[data-testid="tracker-save-half"] [data-testid="tracker-quick-last"]',
        ) as HTMLElement
      ).click();
      await settle();
      expect(selected).toEqual(livingTargets(before).monsters);
      // Ticked: the choices give way to the names; none ticked again, they come back.
      expect(root.querySelector('[data-testid="tracker-save-half"] .tracker-quick')).toBeNull();
      selected = [];
      draw();
      await settle();
      // A group in one tap: the goblins still in the action.
      (
        root.querySelector(
          '[data-testid="tracker-save-half"] [data-testid^="tracker-quick-group-"]',
        ) as HTMLElement
      ).click();
      await settle();
      expect(selected.map((id) => state.creatures.find((one) => one.id === id)!.name)).toEqual([
        'Goblin 1',
        'Goblin 4',
      ]);
    },
  );
});
