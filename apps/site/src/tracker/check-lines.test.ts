import { addCondition, addCreature, checkCreatures, createTracker } from '@polyhedral/core/tracker';
import { seededRandom } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { checkLines } from './CheckPanel.tsx';
import { conditionTermNames } from './condition-text.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/*
 * The check receipt says why it rolled two d20s (issue 91, Low list): the Disadvantage and its
 * source (Poisoned, rules text Conditions) on the line itself, as a save's line does.
 */

const ROGUE = { name: 'Rogue', kind: 'monster', initiativeBonus: 3, ac: 14, maxHp: 20 } as const;

describe('the check line names the source of two d20s', () => {
  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: a Poisoned creature\'s two d20s come with "Disadvantage: Poisoned"',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
      const state = addCondition(addCreature(createTracker(), ROGUE), 'c1', 'PoisonedCondition', {
        kind: 'until-removed',
      });
      const receipts = checkCreatures(state, { ids: ['c1'], ability: 'dexterity', dc: 15 }, seededRandom(4));
      const receipt = receipts[0]!;
      if (receipt.kind !== 'rolled') throw new Error('a Poisoned creature can make a check');
      expect(receipt.d20.faces).toHaveLength(2);
      const [line] = checkLines(text, state, 'dexterity', receipts);
      const reason = text.cause(receipt.causes[0]!);
      expect(receipt.causes.map((cause) => cause.code)).toEqual(['conditions.cause.disadvantage']);
      expect(line!.text).toContain(
        text.t('tracker.receipt.twoD20', {
          first: text.n(receipt.d20.faces[0]!),
          second: text.n(receipt.d20.faces[1]!),
          kept: text.n(receipt.d20.kept),
        }),
      );
      expect(line!.text.endsWith(`(${reason})`) || line!.text.endsWith(`（${reason}）`)).toBe(true);
    },
  );

  it('one d20 and nothing changing it: no reason added', () => {
    const text = trackerText('en', trackerMessages('en'), conditionTermNames('en'));
    const state = addCreature(createTracker(), ROGUE);
    const receipts = checkCreatures(state, { ids: ['c1'], ability: 'dexterity', dc: 15 }, seededRandom(4));
    expect(checkLines(text, state, 'dexterity', receipts)[0]!.text).not.toContain('(');
  });
});
