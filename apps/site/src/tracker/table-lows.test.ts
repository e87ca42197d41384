// @vitest-environment happy-dom
/**
 * The table's small asks (issue 100 item 5), rendered and tapped as on the page: the ticked
 * creatures survive keeping a custom effect; a use's badge spends one in a tap and the core gives
 * it back at the start of the round (its `resets`); every tick box of the tracker takes the tap on
 * its label.
 */
import {
  addCreature,
  addUse,
  createTracker,
  nextTurn,
  setInitiative,
  startCombat,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import { CreatureBadges } from './CreatureBadges.tsx';
import { CreatureDetails } from './CreatureDetails.tsx';
import { EffectsPanel } from './EffectsPanel.tsx';
import { useSelection } from './TrackerPage.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import type { Apply } from './use-tracker.ts';

beforeEach(() => localStorage.clear());
emptyPageAfterEach();

const text = trackerText('th', trackerMessages('th'), {});

/** A knight (c1, reaction each round) and a dragon (c2, Legendary 3 at its turn), round 1. */
function fight(): TrackerState {
  let state = addCreature(createTracker(), {
    name: 'Knight',
    kind: 'character',
    initiativeBonus: 0,
    ac: 18,
    maxHp: 30,
  });
  state = addCreature(state, { name: 'Dragon', kind: 'monster', initiativeBonus: 0, ac: 19, maxHp: 200 });
  state = setInitiative(setInitiative(state, 'c1', 15), 'c2', 10);
  state = addUse(state, 'c2', { name: 'Legendary', max: 3, resets: 'round-start' });
  return startCombat(state);
}

const mount = () => {
  const root = document.createElement('div');
  document.body.append(root);
  return root;
};

describe('the ticks stay when a custom effect is kept for later', () => {
  it('keep the effect: the three ticked stay ticked; give it: the ticks clear', async () => {
    let state = addCreature(fight(), {
      name: 'Cleric',
      kind: 'character',
      initiativeBonus: 0,
      ac: 16,
      maxHp: 25,
    });
    let ticked: readonly string[] = [];
    const root = mount();
    function Tool() {
      const apply: Apply = (change) => {
        state = change(state);
        return true;
      };
      const selection = useSelection(state, apply);
      ticked = selection.chosen;
      return h('div', null, [
        h('button', {
          type: 'button',
          id: 'pick',
          onClick: () => selection.quick.choose(state.creatures.map((one) => one.id)),
        }),
        h(EffectsPanel, {
          state,
          selected: selection.chosen,
          text,
          apply: selection.applyToSelected,
          notice: null,
        }),
      ]);
    }
    render(h(Tool, null), root);
    (root.querySelector('#pick') as HTMLElement).click();
    await settle();
    const name = root.querySelector<HTMLInputElement>('#tracker-fx-name')!;
    name.value = 'Bless';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    (root.querySelector('[data-testid="tracker-saved-effect-keep"]') as HTMLElement).click();
    await settle();
    expect(ticked).toEqual(state.creatures.map((one) => one.id));
    expect(ticked).toHaveLength(3);
    (root.querySelector('[data-testid="tracker-effects"] .calc-button--primary') as HTMLElement).click();
    await settle();
    expect(state.creatures.every((one) => (one.effects ?? []).length === 1)).toBe(true);
    expect(ticked).toEqual([]);
  });
});

describe('a use spent from its badge', () => {
  it('"Legendary 3/3" spends one a tap, none past 0, and the round start gives all back', async () => {
    let state = fight();
    const root = mount();
    const draw = () =>
      render(
        h(CreatureBadges, {
          creature: state.creatures[1]!,
          state,
          text,
          conditions: [],
          apply: (change: (s: TrackerState) => TrackerState) => {
            state = change(state);
            draw();
            return true;
          },
        }),
        root,
      );
    draw();
    const badge = () => root.querySelector<HTMLButtonElement>('.tracker-badge--use button')!;
    const line = (left: number) =>
      text.t('tracker.uses.line', { name: 'Legendary', left: text.n(left), max: text.n(3) });
    expect(badge().textContent).toContain(line(3));
    for (let tap = 0; tap < 4; tap += 1) {
      badge().click();
      await settle();
    }
    expect(state.creatures[1]!.uses![0]!.left).toBe(0);
    expect(badge().disabled).toBe(true);
    expect(badge().textContent).toContain(line(0));
    // Round 2 begins (the knight's turn again): the core's resetUses gives the three back.
    state = nextTurn(nextTurn(state));
    expect(state.round).toBe(2);
    draw();
    expect(badge().textContent).toContain(line(3));
  });
});

describe("every tick box's label takes the tap", () => {
  it('the add form, the creature details: a tap on each label toggles its box', async () => {
    const state = fight();
    const root = mount();
    const apply: Apply = () => true;
    render(
      h('div', null, [
        h(AddCreatureForm, {
          state,
          text,
          apply,
          report: () => {},
          notice: null,
          blocks: { blocks: [], keep: () => true } as never,
          conditions: [],
        }),
        h(CreatureDetails, {
          creature: state.creatures[1]!,
          state,
          text,
          apply,
          conditions: [],
          origin: 'creature-c2',
        } as never),
      ]),
      root,
    );
    await settle();
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter(
      (box) => !box.disabled,
    );
    let toggled = 0;
    for (const box of boxes) {
      const label = box.labels?.[0];
      expect(label, `#${box.id} has a label`).toBeDefined();
      const before = box.checked;
      label!.click();
      if (box.checked !== before) toggled += 1;
    }
    console.log(`tick boxes: ${boxes.length}, ${toggled} toggled by a tap on the label`);
    expect(boxes.length).toBeGreaterThan(2);
    expect(toggled).toBe(boxes.length);
  });
});
