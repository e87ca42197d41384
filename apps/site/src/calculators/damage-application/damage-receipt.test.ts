import {
  type CalculatorInputOf,
  computeCalculator,
  damageApplicationCalculator,
  damageRulesetFeatures,
} from '@polyhedral/core/calculators';
import { FIRE_28_EXAMPLE } from '@polyhedral/core/testing';
import { type Locale, messagesFor } from '@polyhedral/i18n';
import { describeStep } from '@polyhedral/i18n/client';
import { describe, expect, it } from 'vitest';
import { partTypeCheck } from '../damage-steps/DamagePartRows.tsx';
import { fieldSpecsOf, validateParam } from '../shared/registry-fields.ts';
import { initialCalculatorState } from '../shared/use-calculator-state.ts';
import { partAmount, partRows, partsText } from './part-rows.ts';

const messages = {
  ...messagesFor('en', 'calc'),
  ...messagesFor('en', 'damage'),
  ...messagesFor('en', 'heal'),
  ...messagesFor('en', 'temp'),
};

type Input = Partial<CalculatorInputOf<'damage-application'>>;

/** 2d6 slashing (7) and 1d6 fire (4) against Resistance to Fire. */
const TWO_PARTS: Input = {
  parts: [
    { amount: 7, type: 'slashing' },
    { amount: 4, type: 'fire' },
  ],
  resist: ['fire'],
};

/** The receipt's lines, worded in `locale`. */
const receipt = (
  steps: readonly Parameters<typeof describeStep>[0][],
  words = messages,
  locale: Locale = 'en',
) => steps.map((step) => describeStep(step, words, locale));

function damage(input: Input) {
  const computed = computeCalculator('damage-application', input);
  if (computed.mode !== 'damage') throw new Error('not damage');
  return computed;
}

describe('damage receipt in the reader’s language (OrderofApplication)', () => {
  it.each<{ rule: string; input: Input; taken: number; lines: string[] }>([
    {
      rule: 'follows the 28 Fire example: "reduced by 5 (to 23), then halved ... (to 11), then doubled ... (to 22)" (002 l.743)',
      input: FIRE_28_EXAMPLE,
      taken: 22,
      lines: [
        '28 Fire damage',
        'Adjustment \u22125: 28 → 23',
        'Resistance to Fire halves it (round down): 23 → 11',
        'Vulnerability to Fire doubles it: 11 → 22',
        'Hit Points 40 → 18',
      ],
    },
    {
      rule: 'halves a saved effect before the flat adjustment and Resistance: "half the damage that would be dealt on a failed save" (HalfDamage)',
      input: { hp: 40, 'max-hp': 40, parts: [{ amount: 27, type: 'fire' }], saved: true, resist: ['fire'] },
      taken: 6,
      lines: [
        '27 Fire damage',
        'Halved for the successful save (round down): 27 → 13',
        'Resistance to Fire halves it (round down): 13 → 6',
        'Hit Points 40 → 34',
      ],
    },
    {
      rule: 'lists each damage part in the receipt: 2d6 slashing (7) + 1d6 fire (4) against Resistance to Fire is 7 + 2 = 9 (ResistanceandVulnerability)',
      input: TWO_PARTS,
      taken: 9,
      lines: [
        '7 Slashing damage',
        '4 Fire damage',
        'Resistance to Fire halves it (round down): 4 → 2',
        'Total of 2 damage types: 9',
        'Hit Points 20 → 11',
      ],
    },
  ])('$rule', ({ input, taken, lines }) => {
    const { result } = damage(input);
    expect(result.taken).toBe(taken);
    expect(receipt(result.steps)).toEqual(lines);
  });

  it('loses Temporary Hit Points first: "5 Temporary Hit Points and take 7 damage ... lose 2 Hit Points" (002 l.805)', () => {
    const { result, status } = damage({ temp: 5, parts: [{ amount: 7, type: 'slashing' }] });
    expect(result).toMatchObject({ temp: 0, hp: 18, hpLost: 2 });
    expect(status).toBe('healthy');
  });

  it('kills outright on Massive Damage: "Hit Point maximum of 12, currently has 6 ... takes 18 damage" (002 l.767)', () => {
    const { result, status } = damage({ hp: 6, 'max-hp': 12, parts: [{ amount: 18, type: 'slashing' }] });
    expect(status).toBe('dead');
    expect(result.steps.at(-1)?.code).toBe('damage.step.massive-damage');
  });

  it('counts a Critical Hit at 0 Hit Points as two Death Saving Throw failures (002 l.787)', () => {
    expect(
      damage({ hp: 0, parts: [{ amount: 3, type: 'slashing' }], critical: true }).result.deathSaveFailures,
    ).toBe(2);
    // Failures typed for a creature above 0 HP are not carried into the rules.
    expect(
      damage({ hp: 5, parts: [{ amount: 3, type: 'slashing' }], failures: 2 }).result.deathSaveFailures,
    ).toBe(0);
  });

  it('knocks out instead: "reduce the creature to 1 Hit Point and give it the Unconscious condition" (002 l.797)', () => {
    expect(damage({ hp: 5, parts: [{ amount: 30, type: 'slashing' }], knockout: true })).toMatchObject({
      result: { hp: 1, unconscious: true },
    });
  });

  it('heals up to the maximum: "8 Hit Points of healing ... 14 Hit Points ... maximum of 20, you regain 6" (002 l.753)', () => {
    expect(computeCalculator('damage-application', { mode: 'heal', hp: 14, amount: 8 })).toMatchObject({
      hp: 20,
      regained: 6,
    });
  });

  it('doesn’t stack Temporary Hit Points: "grants you 12 ... when you already have 10, you can have 12 or 10, not 22" (002 l.813)', () => {
    const higher = computeCalculator('damage-application', { mode: 'temp', temp: 10, amount: 12 });
    if (higher.mode !== 'temp') throw new Error('not temp');
    expect(higher.temp).toBe(12);
    expect(describeStep(higher.steps[0]!, messages, 'en')).toBe('Temporary Hit Points 10 → 12');
    expect(
      computeCalculator('damage-application', { mode: 'temp', temp: 10, amount: 12, 'temp-choice': 'keep' }),
    ).toMatchObject({ temp: 10 });
  });

  it('lets playtest hit points go negative and dies at -(Con + level) (004 l.1183-1188)', () => {
    const dying = damage({
      ruleset: 'playtest',
      hp: 5,
      parts: [{ amount: 15, type: 'slashing' }],
      con: 14,
      level: 5,
    });
    expect(dying).toMatchObject({ status: 'dying', result: { hp: -10 } });
    expect(describeStep(dying.result.steps.at(-1)!, messages, 'en')).toBe(
      'Hit Points \u221210: dying (dies at \u221219)',
    );
    expect(
      damage({ ruleset: 'playtest', hp: 5, parts: [{ amount: 24, type: 'slashing' }], con: 14, level: 5 })
        .status,
    ).toBe('dead');
  });

  it('ignores the inputs a ruleset has no rule for (playtest: no Temporary Hit Points, no Immunity)', () => {
    expect(damageRulesetFeatures('playtest')).toMatchObject({
      temporaryHitPoints: false,
      immunity: false,
      negativeHitPoints: true,
    });
    expect(damage({ ruleset: 'playtest', temp: 5, immune: ['slashing'] }).result.hp).toBe(13);
  });

  it('answers current HP above the maximum with the core’s typed error naming the field', () => {
    expect(() => damage({ hp: 25 })).toThrow(/rules.input.out-of-range/);
    expect(
      damageApplicationCalculator.rangeOf('hp', { ...damageApplicationCalculator.defaults, hp: 25 }),
    ).toEqual({
      min: 0,
      max: 20,
    });
  });

  it('reads damage type lists from the URL and rejects unknown or repeated entries', () => {
    const resist = damageApplicationCalculator.params.find((p) => p.name === 'resist')!;
    expect(validateParam(resist, '')).toEqual({ ok: true, value: [] });
    expect(validateParam(resist, 'fire, all')).toEqual({ ok: true, value: ['fire', 'all'] });
    expect(validateParam(resist, 'fire,fire').ok).toBe(false);
    expect(validateParam(resist, 'lava').ok).toBe(false);
  });

  it('words the total of the damage parts in Chinese, every step worded (ResistanceandVulnerability)', () => {
    const zh = { ...messagesFor('zh', 'calc'), ...messagesFor('zh', 'damage') };
    const zhSteps = receipt(damage(TWO_PARTS).result.steps, zh, 'zh');
    expect(zhSteps[3]).toContain('9');
    expect(zhSteps.join('')).not.toMatch(/damage\.step|\{\{/);
  });

  it('reads damage parts from the URL: amounts 0 to the limit, known types, each type once', () => {
    const parts = damageApplicationCalculator.params.find((p) => p.name === 'parts')!;
    expect(validateParam(parts, '7:slashing;4:fire')).toEqual({
      ok: true,
      value: [
        { amount: 7, type: 'slashing' },
        { amount: 4, type: 'fire' },
      ],
    });
    for (const bad of ['7:slashing;4:slashing', '-4:fire', '4:lava', ':fire', 'x:fire', '']) {
      expect(validateParam(parts, bad).ok, bad).toBe(false);
    }
  });

  it('keeps a part being typed on screen and names the part that already has a type', () => {
    const rows = partRows('7:slashing;x:fire;3:fire');
    expect(rows).toEqual([
      { amount: '7', type: 'slashing' },
      { amount: 'x', type: 'fire' },
      { amount: '3', type: 'fire' },
    ]);
    expect(partsText(rows)).toBe('7:slashing;x:fire;3:fire');
    expect(partsText([{ amount: '1;2:3', type: 'cold' }])).toBe('123:cold');
    expect(partAmount('x')).toMatchObject({ ok: false, code: 'calc.error.integer' });
    expect(partAmount('-1')).toMatchObject({ ok: false, code: 'calc.error.range' });
    expect(partAmount('７')).toEqual({ ok: true, value: 7 });
    expect(partTypeCheck(rows, 1, (type) => type)).toEqual({ ok: true, value: 'fire' });
    expect(partTypeCheck(rows, 2, (type) => type)).toEqual({
      ok: false,
      code: 'calc.damageParts.duplicateType',
      params: { type: 'fire', n: 2 },
    });
  });

  it('a shared link with a tampered part falls back to the default parts with the notice, keeping the other fields', () => {
    const specs = fieldSpecsOf(damageApplicationCalculator.params, {});
    const opened = (parts: string) =>
      initialCalculatorState(
        `?damage-application.parts=${encodeURIComponent(parts)}&damage-application.hp=12&damage-application.resist=fire`,
        'damage-application',
        specs,
      );
    expect(opened('7:slashing;4:fire')).toMatchObject({
      raw: { parts: '7:slashing;4:fire', hp: '12', resist: 'fire' },
      urlReset: false,
    });
    for (const tampered of [
      '7:slashing;4:plasma',
      '7:slashing;-4:fire',
      '7:fire;4:fire',
      '1:a;2:b;3:c;4:d;5:e',
    ]) {
      expect(opened(tampered), tampered).toMatchObject({
        raw: { parts: '7:slashing', hp: '12', resist: 'fire' },
        urlReset: true,
      });
    }
  });
});
