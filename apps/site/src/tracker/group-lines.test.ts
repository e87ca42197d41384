import {
  addCreatures,
  attackCreatures,
  createTracker,
  damageCreatures,
  groupSaveOdds,
  saveForHalfOnCreatures,
} from '@polyhedral/core/tracker';
import type { RandomSource } from '@polyhedral/dice';
import type { Locale } from '@polyhedral/i18n/client';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { attackLines } from './attack-lines.ts';
import { GroupOddsView, groupReceiptLine, nextGroup, saveHalfDone } from './group-lines.tsx';
import { leftOutText, saveHalfLines } from './receipt-lines.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/** Faces in turn (a d20 face for nextInt(20), a die face for nextInt(6)...). */
const faces = (...values: number[]): RandomSource => {
  const queue = [...values];
  return { nextInt: (max) => ((queue.shift() ?? 1) - 1) % max };
};

const GOBLIN = { kind: 'monster' as const, initiativeBonus: 2, ac: 15, maxHp: 7, saves: { dexterity: 2 } };

/** Two groups of goblins: 3 × Goblin and 2 × Wolf. */
function twoGroups() {
  const state = addCreatures(createTracker(), { ...GOBLIN, name: 'Goblin' }, { count: 3 });
  return addCreatures(state, { ...GOBLIN, name: 'Wolf', saves: { dexterity: 4 } }, { count: 2 });
}

describe('group results in words (the core computes, the page words)', () => {
  it.each(['en', 'th', 'zh', 'zh-hant'] as Locale[])(
    '%s: the group before the roll: how many, all fail, each count and the expected total',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const state = twoGroups();
      const ids = state.creatures.filter((one) => one.name.startsWith('Goblin')).map((one) => one.id);
      const odds = groupSaveOdds(state, {
        ids,
        ability: 'dexterity',
        dc: 13,
        damage: { dice: '2d6', type: 'fire' },
      });
      const html = renderToString(h(GroupOddsView, { odds, kind: 'save', text, state, testId: 'g' }));
      // DC 13 with +2: a save on 11-20, 1/2 each; all three fail 1/8; 2d6 averages 7, half 3.
      expect(odds.allFail.toString()).toBe('1/8');
      expect(html).toContain(text.percent(1 / 8));
      expect(html).toContain('1/8');
      expect(html).toContain(text.percent(3 / 8));
      expect(html).toContain(text.t('tracker.group.title', { count: text.n(3) }));
      // E[2d6] = 7; E[floor(2d6 / 2)] = 117/36: three of them, each saving half the time.
      expect(odds.expectedDamage).toBeCloseTo(3 * (0.5 * 7 + 0.5 * (117 / 36)), 10);
      // One creature alone has no group line.
      const one = groupSaveOdds(state, { ids: [ids[0]!], ability: 'dexterity', dc: 13 });
      expect(renderToString(h(GroupOddsView, { odds: one, kind: 'save', text, state, testId: 'g' }))).toBe(
        '',
      );
    },
  );

  it.each(['en', 'th', 'zh'] as Locale[])(
    '%s: a dead goblin (InstantDeath: dead at 0 Hit Points) is named as left out, before and after the roll',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      let state = addCreatures(createTracker(), { ...GOBLIN, name: 'Goblin' }, { count: 5 });
      const ids = state.creatures.map((one) => one.id);
      state = damageCreatures(state, [ids[4]!], { parts: [{ amount: 7, type: 'fire' }] }).state;
      const odds = groupSaveOdds(state, {
        ids,
        ability: 'dexterity',
        dc: 13,
        damage: { dice: '2d6', type: 'fire' },
      });
      const words = leftOutText(text, state, odds.leftOut);
      expect(words).toContain(text.cause({ code: 'tracker.out.dead', params: {} }));
      expect(words).toContain('Goblin 5');
      const html = renderToString(h(GroupOddsView, { odds, kind: 'save', text, state, testId: 'g' }));
      expect(html).toContain(words);
      // Four living at 1/2 each: all fail 1/16, the title counts four.
      expect(html).toContain('1/16');
      expect(html).toContain(text.t('tracker.group.title', { count: text.n(4) }));
      const effect = { damage: '2d6', type: 'fire' as const, dc: 13, ability: 'dexterity' as const, ids };
      const done = saveForHalfOnCreatures(state, effect, faces(3, 3, 20, 1, 1, 1));
      expect(saveHalfDone(done.receipt)).toMatchObject({ succeeded: 1, total: 4 });
      const lines = saveHalfLines(text, done.state, done.receipt, 13);
      expect(lines[0]).toMatchObject({ key: 'left-out', text: words });
    },
  );

  it('after the roll: the receipt sums the group (saved, damage dealt) beside the expectation', () => {
    const text = trackerText('th', trackerMessages('th'), {});
    const state = twoGroups();
    const ids = state.creatures.slice(0, 3).map((one) => one.id);
    const effect = { damage: '2d6', type: 'fire' as const, dc: 13, ability: 'dexterity' as const, ids };
    const before = groupSaveOdds(state, {
      ids,
      ability: 'dexterity',
      dc: 13,
      damage: { dice: '2d6', type: 'fire' },
    });
    // Damage 3 + 3 = 6; d20s 20 (saves: 3), 1 and 1 (fail: 6 each, but 7 HP: they live).
    const done = saveForHalfOnCreatures(state, effect, faces(3, 3, 20, 1, 1));
    const sum = saveHalfDone(done.receipt);
    expect(sum).toEqual({ succeeded: 1, total: 3, damage: 15 });
    const line = groupReceiptLine(text, 'save', sum, before);
    expect(line).toContain('1 จาก 3');
    expect(line).toContain('15');
  });

  it('"repeat" finds the next group after the one acted on (none after the last)', () => {
    const state = twoGroups();
    const goblins = state.creatures.filter((one) => one.name.startsWith('Goblin')).map((one) => one.id);
    const wolves = state.creatures.filter((one) => one.name.startsWith('Wolf')).map((one) => one.id);
    const order = state.creatures.map((one) => one.id);
    const first = order.indexOf(goblins[0]!) < order.indexOf(wolves[0]!) ? goblins : wolves;
    const second = first === goblins ? wolves : goblins;
    expect(nextGroup(state, first)).toEqual(second);
    expect(nextGroup(state, second)).toEqual([]);
  });

  it.each(['en', 'th', 'zh'] as Locale[])(
    '%s: damage typed as a number reads as typed, not as dice rolled',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const state = twoGroups();
      const [a, b] = state.creatures;
      const done = attackCreatures(
        state,
        { attackerId: a!.id, targetIds: [b!.id], bonus: 5, damage: [{ dice: '30', type: 'slashing' }] },
        faces(15),
      );
      const steps = attackLines(text, done.state, done.receipt).flatMap((line) => line.steps);
      const type = text.tData('calc.damageType.slashing');
      expect(steps).toContain(text.t('tracker.attack.damageFixed', { amount: text.n(30), type }));
      expect(steps.some((one) => one.startsWith('30:') || one.startsWith('30：'))).toBe(false);
    },
  );
});
