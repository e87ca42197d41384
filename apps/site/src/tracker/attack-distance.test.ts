// @vitest-environment happy-dom
/**
 * The distance follows the attack (issue 100 item 3): a ranged attack assumes farther than 5 feet,
 * a melee one within 5 feet, each new attacker starts from its own attack (no carry-over), and the
 * receipt says what was assumed. SRD 5.2 Rules Glossary, Prone (rule ID ProneCondition, CC-BY-4.0):
 * "An attack roll against you has Advantage if the attacker is within 5 feet of you. Otherwise,
 * that attack roll has Disadvantage."
 */
import {
  addCondition,
  addCreature,
  attackCreatures,
  createTracker,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { AttackPanel } from './AttackPanel.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import { distanceLine, distanceOf } from './use-attack-form.ts';

emptyPageAfterEach();

/** An archer with a saved longbow (c1), a fighter with none (c2), a Prone goblin (c3). */
function fight(): TrackerState {
  let state = addCreature(createTracker(), {
    name: 'Archer',
    kind: 'character',
    initiativeBonus: 0,
    ac: 14,
    maxHp: 20,
    attacks: [{ name: 'Longbow', bonus: 5, kind: 'ranged', damage: [{ dice: '1d8+3', type: 'piercing' }] }],
  });
  state = addCreature(state, { name: 'Fighter', kind: 'character', initiativeBonus: 0, ac: 18, maxHp: 30 });
  state = addCreature(state, { name: 'Goblin', kind: 'monster', initiativeBonus: 0, ac: 12, maxHp: 40 });
  return addCondition(state, 'c3', 'ProneCondition', { kind: 'until-removed' });
}

const change = (element: HTMLInputElement | HTMLSelectElement, value: string) => {
  element.value = value;
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
};

describe('the distance comes from the attack, never from the last attacker', () => {
  it('distanceOf: the tick wins; else ranged is farther, melee and not said within 5 feet', () => {
    expect(distanceOf(null, 'ranged')).toEqual({ near: false, basis: 'ranged' });
    expect(distanceOf(null, 'melee')).toEqual({ near: true, basis: 'melee' });
    expect(distanceOf(null, undefined)).toEqual({ near: true, basis: 'not-said' });
    expect(distanceOf(false, 'melee')).toEqual({ near: false, basis: 'ticked' });
  });

  it.each(['en', 'th', 'zh'] as const)(
    '%s: a melee attack on a Prone target after a ranged one has Advantage, and the receipt says why',
    async (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      let state = fight();
      const root = document.createElement('div');
      document.body.append(root);
      const draw = () =>
        render(
          h(AttackPanel, {
            state,
            selected: ['c3'],
            text,
            notice: null,
            apply: (next: (s: TrackerState) => TrackerState) => {
              state = next(state);
              draw();
              return true;
            },
          }),
          root,
        );
      draw();
      await settle();
      const receipt = () => root.querySelector('[data-testid="tracker-attack-receipt"]')?.textContent ?? '';
      const roll = async () => {
        change(root.querySelector<HTMLInputElement>('#tracker-at-d20-c3')!, '10');
        await settle();
        root.querySelector<HTMLButtonElement>('.calc-button--primary')!.click();
        await settle();
      };
      // The archer's longbow: ranged, so farther than 5 feet: Disadvantage against the Prone goblin.
      const far = distanceLine(text, { near: false, basis: 'ranged' });
      expect(root.querySelector('[data-testid="tracker-at-distance"]')!.textContent).toBe(far);
      await roll();
      expect(receipt()).toContain(far);
      const ranged = attackCreatures(
        fight(),
        {
          attackerId: 'c1',
          targetIds: ['c3'],
          bonus: 5,
          damage: [{ dice: '1d8+3', type: 'piercing' }],
          attackType: 'ranged',
          within5Feet: false,
          d20s: { c3: 10 },
        },
        { nextInt: () => 0 },
      );
      if (ranged.receipt.kind !== 'rolled') throw new Error('rolled');
      expect(ranged.receipt.targets[0]!.mode).toBe('disadvantage');
      // The fighter next, a typed melee attack: within 5 feet again, from its own attack.
      change(root.querySelector<HTMLSelectElement>('#tracker-at-attacker')!, 'c2');
      await settle();
      await settle(); // the new attacker's effect (a fresh attack) runs after its frame
      change(root.querySelector<HTMLSelectElement>('#tracker-at-attack-type')!, 'melee');
      await settle();
      const near = distanceLine(text, { near: true, basis: 'melee' });
      expect(root.querySelector('[data-testid="tracker-at-distance"]')!.textContent).toBe(near);
      expect(root.querySelector<HTMLInputElement>('#tracker-at-near')!.checked).toBe(true);
      await roll();
      const melee = attackCreatures(
        state,
        {
          attackerId: 'c2',
          targetIds: ['c3'],
          bonus: 5,
          damage: [{ dice: '1d8+3', type: 'slashing' }],
          attackType: 'melee',
          within5Feet: true,
          d20s: { c3: 10 },
        },
        { nextInt: () => 0 },
      );
      if (melee.receipt.kind !== 'rolled') throw new Error('rolled');
      expect(melee.receipt.targets[0]!.mode).toBe('advantage');
      expect(receipt()).toContain(near);
      for (const cause of melee.receipt.targets[0]!.causes) expect(receipt()).toContain(text.cause(cause));
      if (locale === 'en') console.log(`receipt: ${receipt()}`);
    },
  );
});
