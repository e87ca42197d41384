import {
  addCondition,
  addCreature,
  attackCreatures,
  checkCreatures,
  createTracker,
  damageCreatures,
  setExhaustion,
} from '@polyhedral/core/tracker';
import { seededRandom } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { attackLines } from './attack-lines.ts';
import { checkLines } from './CheckPanel.tsx';
import { conditionTermNames } from './condition-text.ts';
import { checkDone } from './group-lines.tsx';
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

// The receipt 65-tracker-check-tab reads in the browser (in Thai), in every written locale: a
// Poisoned rogue at Exhaustion 2 (SRD 5.2 Poisoned: "Disadvantage on attack rolls and ability
// checks"; Exhaustion: "subtract twice your Exhaustion level" from D20 Tests) and a plain fighter,
// a DC 15 Dexterity check with typed d20s 14 and 14: 14 + 3 − 4 = 13 fails, 14 + 1 = 15 succeeds.
describe('the Check tab receipt of the rogue and the fighter', () => {
  it.each([
    ['en', 'Dara', 'Ayla'],
    ['th', 'ดารา', 'อัยลา'],
    ['zh', '达拉', '艾拉'],
  ] as const)(
    '%s: each line as tracker.check.line words it, and the rogue’s reasons',
    (locale, rogueName, fighterName) => {
      const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
      let state = addCreature(createTracker(), {
        ...ROGUE,
        name: rogueName,
        kind: 'character',
        initiativeBonus: 4,
      });
      state = addCreature(state, {
        name: fighterName,
        kind: 'character',
        initiativeBonus: 1,
        ac: 18,
        maxHp: 30,
      });
      state = setExhaustion(
        addCondition(state, 'c1', 'PoisonedCondition', { kind: 'until-removed' }),
        'c1',
        2,
      );
      const receipts = checkCreatures(
        state,
        {
          ids: ['c1', 'c2'],
          ability: 'dexterity',
          dc: 15,
          bonuses: { c1: 3, c2: 1 },
          d20s: { c1: 14, c2: 14 },
        },
        { nextInt: () => 0 },
      );
      const [rogue, fighter] = receipts;
      if (rogue?.kind !== 'rolled' || fighter?.kind !== 'rolled') throw new Error('both roll');
      expect([rogue.total, rogue.success, rogue.mode, fighter.total, fighter.success]).toEqual([
        13,
        false,
        'disadvantage',
        15,
        true,
      ]);
      expect(rogue.causes.map((cause) => cause.code)).toEqual(
        expect.arrayContaining(['conditions.cause.disadvantage', 'conditions.cause.exhaustion']),
      );
      const shown = checkLines(text, state, 'dexterity', receipts)
        .map((line) => line.text)
        .join('\n');
      const ability = text.t('table.ability.dexterity');
      const line = (
        name: string,
        terms: string,
        total: string,
        outcome: 'tracker.check.failure' | 'tracker.check.success',
      ) =>
        text.t('tracker.check.line', {
          name,
          ability,
          d20: '14',
          terms,
          total,
          dc: '15',
          outcome: text.t(outcome),
        });
      expect(shown).toContain(line(rogueName, '+ 3 − 4', '13', 'tracker.check.failure'));
      expect(shown).toContain(line(fighterName, '+ 1', '15', 'tracker.check.success'));
      for (const cause of rogue.causes) expect(shown).toContain(text.cause(cause));
      expect(shown).toContain(conditionTermNames(locale).PoisonedCondition!);
    },
  );
});

describe('a dead creature in a group check or attack is named, not rolled (InstantDeath)', () => {
  it.each(['th', 'zh'] as const)(
    '%s: the check and the attack receipts open with who was left out',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
      let state = addCreature(addCreature(addCreature(createTracker(), ROGUE), { ...ROGUE, name: 'Rat' }), {
        ...ROGUE,
        name: 'Bat',
      });
      state = damageCreatures(state, ['c2'], { parts: [{ amount: 20, type: 'fire' }] }).state;
      const receipts = checkCreatures(
        state,
        { ids: ['c1', 'c2'], ability: 'dexterity', dc: 15 },
        seededRandom(4),
      );
      const lines = checkLines(text, state, 'dexterity', receipts);
      const named = text.t('tracker.group.leftOut', {
        list: text.t('tracker.group.leftOutOne', {
          name: 'Rat',
          reason: text.cause({ code: 'tracker.out.dead', params: {} }),
        }),
      });
      expect(lines.map((line) => line.key)).toEqual(['left-out', 'c1']);
      expect(lines[0]!.text).toBe(named);
      expect(checkDone(receipts)).toEqual({ succeeded: expect.any(Number), total: 1 });
      const attack = attackCreatures(
        state,
        { attackerId: 'c3', targetIds: ['c1', 'c2'], bonus: 5, damage: [{ dice: '1d4', type: 'piercing' }] },
        seededRandom(4),
      );
      expect(attackLines(text, attack.state, attack.receipt)[0]!.text).toBe(named);
    },
  );
});
