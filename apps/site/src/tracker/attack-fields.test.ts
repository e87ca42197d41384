import { JUDGEMENTS } from '@polyhedral/core/conditions';
import { addCreature, attackCreatures, createTracker } from '@polyhedral/core/tracker';
import type { RandomSource } from '@polyhedral/dice';
import { describeCause, type Locale } from '@polyhedral/i18n/client';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '../calculators/calculator-props.ts';
import { RegistryFields } from '../calculators/shared/RegistryFields.tsx';
import { attackLines } from './attack-lines.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import { attackFieldHost, attackFieldValues, defaultAttackFields } from './use-attack-form.ts';

/*
 * The tracker's attack asks melee or ranged and the table's judgements through the core's registry
 * (the attack calculator's `attack-type` and `judged`), drawn by the one field renderer, and its
 * receipt gives the reason the calculator gives. SRD 5.2, Ranged Attacks in Close Combat (seed 000
 * line 758): "you have Disadvantage on the roll if you are within 5 feet of an enemy who can see
 * you and doesn't have the Incapacitated condition."
 */

const LOCALES = ['en', 'th', 'zh'] as const satisfies readonly Locale[];

function faces(...values: number[]): RandomSource {
  const queue = [...values];
  return { nextInt: (max) => ((queue.shift() ?? 1) - 1) % max };
}

function duel() {
  let state = addCreature(createTracker(), {
    name: 'A',
    kind: 'character',
    initiativeBonus: 0,
    ac: 14,
    maxHp: 20,
  });
  state = addCreature(state, { name: 'B', kind: 'monster', initiativeBonus: 0, ac: 12, maxHp: 20 });
  return state;
}

describe('the tracker attack: melee or ranged and the judgements from the registry', () => {
  it("defaults are the registry's: not said, nothing judged; they give attackCreatures nothing", () => {
    expect(defaultAttackFields()).toEqual({ 'attack-type': 'not-said', cover: 'none', judged: '' });
    expect(attackFieldValues(defaultAttackFields())).toEqual({ judged: [] });
    expect(
      attackFieldValues({ 'attack-type': 'ranged', cover: 'half', judged: 'enemy-within-5-feet' }),
    ).toEqual({
      attackType: 'ranged',
      cover: 'half',
      judged: ['enemy-within-5-feet'],
    });
    // A tampered text (never typed: a select and checkboxes) gives nothing rather than a guess.
    expect(attackFieldValues({ 'attack-type': 'thrown', cover: 'wall', judged: 'nearby' })).toEqual({
      judged: [],
    });
  });

  it.each(LOCALES)(
    "%s: the one field renderer draws both fields with the calculators' words and every judgement",
    (locale) => {
      const messages = trackerMessages(locale);
      const calc = calculatorMessages(locale, 'attack-damage');
      const html = renderToString(
        h(RegistryFields, {
          calc: attackFieldHost({
            raw: { 'attack-type': 'ranged', cover: 'half', judged: 'enemy-within-5-feet' },
            ruleset: 'srd-5.2',
            messages,
            locale,
            onChange: () => {},
          }),
        }),
      );
      for (const key of [
        'calc.common.attack-type',
        'calc.common.attack-type.not-said',
        'calc.common.attack-type.melee',
        'calc.common.attack-type.ranged',
        'calc.common.judged.enemy-within-5-feet',
        'calc.attack-damage.cover',
        'calc.common.cover.half',
        'calc.common.cover.three-quarters',
      ]) {
        expect(messages[key], key).toBe(calc[key]);
        expect(html).toContain(messages[key]!);
      }
      expect(html).toMatch(/id="tracker-at-attack-type"/);
      expect(html).toMatch(/<option selected value="ranged"/);
      for (const judgement of JUDGEMENTS) expect(html).toContain(`value="${judgement}"`);
      expect(html).toMatch(/value="enemy-within-5-feet" checked/);
    },
  );

  it.each(LOCALES)(
    "%s: ticked, the receipt gives Disadvantage and the calculator's reason; unticked, neither",
    (locale) => {
      const messages = trackerMessages(locale);
      const text = trackerText(locale, messages, {});
      const calc = calculatorMessages(locale, 'attack-damage');
      const shoot = (judged: string) =>
        attackCreatures(
          duel(),
          {
            attackerId: 'c1',
            targetIds: ['c2'],
            bonus: 5,
            damage: [{ dice: '1d8+3', type: 'piercing' }],
            ...attackFieldValues({ 'attack-type': 'ranged', cover: 'none', judged }),
          },
          faces(15, 4, 1),
        );
      const ticked = shoot('enemy-within-5-feet');
      if (ticked.receipt.kind !== 'rolled') throw new Error('rolled');
      expect(ticked.receipt.targets[0]).toMatchObject({ mode: 'disadvantage', total: 9, hit: false });
      const reason = describeCause(
        {
          code: 'conditions.cause.close-combat',
          params: { ruleId: 'RangedAttacksinCloseCombat', judgement: 'enemy-within-5-feet' },
        },
        calc,
        locale,
        () => undefined,
      );
      const steps = attackLines(text, ticked.state, ticked.receipt).flatMap((line) => line.steps);
      expect(steps).toContain(reason);
      const unticked = shoot('');
      if (unticked.receipt.kind !== 'rolled') throw new Error('rolled');
      expect(unticked.receipt.targets[0]).toMatchObject({ mode: 'normal', total: 20, hit: true });
      expect(attackLines(text, unticked.state, unticked.receipt).flatMap((line) => line.steps)).not.toContain(
        reason,
      );
    },
  );
});
