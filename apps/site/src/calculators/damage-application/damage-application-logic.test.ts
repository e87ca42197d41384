import { messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  computeDamage,
  computeHealing,
  computeTemporaryHitPoints,
  type DamageFormInputs,
  describeStep,
  parseDamageTypeList,
  rulesetFeatures,
} from './damage-application-logic.ts';

const messages = {
  ...messagesFor('en', 'calc'),
  ...messagesFor('en', 'damage'),
  ...messagesFor('en', 'heal'),
};

const base: DamageFormInputs = {
  ruleset: 'srd-5.2',
  hp: 20,
  maxHp: 20,
  temp: 0,
  amount: 7,
  type: 'slashing',
  resist: [],
  vulnerable: [],
  immune: [],
  adjust: 0,
  critical: false,
  knockOut: false,
  creature: 'character',
  deathSaveFailures: 0,
  stable: false,
  conScore: 10,
  level: 1,
};

function damage(inputs: Partial<DamageFormInputs>) {
  const computed = computeDamage({ ...base, ...inputs });
  if (!computed.ok) throw new Error(`${computed.messageKey} ${JSON.stringify(computed.params)}`);
  return computed;
}

describe('damage application calculator (OrderofApplication)', () => {
  it('follows the 28 Fire example: "reduced by 5 (to 23), then halved ... (to 11), then doubled ... (to 22)" (002 l.743)', () => {
    const { result } = damage({
      hp: 40,
      maxHp: 40,
      amount: 28,
      type: 'fire',
      resist: ['all'],
      vulnerable: ['fire'],
      adjust: -5,
    });
    expect(result.taken).toBe(22);
    expect(result.steps.map((step) => describeStep(step, messages, 'en'))).toEqual([
      '28 Fire damage',
      'Adjustment \u22125: 28 → 23',
      'Resistance to Fire halves it (round down): 23 → 11',
      'Vulnerability to Fire doubles it: 11 → 22',
      'Hit Points 40 → 18',
    ]);
  });

  it('loses Temporary Hit Points first: "5 Temporary Hit Points and take 7 damage ... lose 2 Hit Points" (002 l.805)', () => {
    const { result, status } = damage({ temp: 5, amount: 7 });
    expect(result).toMatchObject({ temp: 0, hp: 18, hpLost: 2 });
    expect(status).toBe('healthy');
  });

  it('kills outright on Massive Damage: "Hit Point maximum of 12, currently has 6 ... takes 18 damage" (002 l.767)', () => {
    const { result, status } = damage({ hp: 6, maxHp: 12, amount: 18 });
    expect(status).toBe('dead');
    expect(result.steps.at(-1)?.code).toBe('damage.step.massive-damage');
  });

  it('counts a Critical Hit at 0 Hit Points as two Death Saving Throw failures (002 l.787)', () => {
    const { result, status } = damage({ hp: 0, amount: 3, critical: true, deathSaveFailures: 0 });
    expect(result.deathSaveFailures).toBe(2);
    expect(status).toBe('dying');
    expect(damage({ hp: 0, amount: 3, critical: true, deathSaveFailures: 1 }).status).toBe('dead');
  });

  it('knocks out instead: "reduce the creature to 1 Hit Point and give it the Unconscious condition" (002 l.797)', () => {
    const { result, status } = damage({ hp: 5, amount: 30, knockOut: true });
    expect(result.hp).toBe(1);
    expect(status).toBe('unconscious');
  });

  it('heals up to the maximum: "8 Hit Points of healing ... 14 Hit Points ... maximum of 20, you regain 6" (002 l.753)', () => {
    const healed = computeHealing({ ruleset: 'srd-5.2', hp: 14, maxHp: 20, amount: 8 });
    expect(healed).toMatchObject({ ok: true, hp: 20, regained: 6 });
  });

  it('doesn’t stack Temporary Hit Points: "grants you 12 ... when you already have 10, you can have 12 or 10, not 22" (002 l.813)', () => {
    const higher = computeTemporaryHitPoints({
      ruleset: 'srd-5.2',
      current: 10,
      incoming: 12,
      choice: 'higher',
    });
    expect(higher).toMatchObject({ ok: true, temp: 12 });
    expect(
      computeTemporaryHitPoints({ ruleset: 'srd-5.2', current: 10, incoming: 12, choice: 'keep' }),
    ).toMatchObject({
      temp: 10,
    });
    if (!higher.ok) throw new Error(higher.messageKey);
    expect(describeStep(higher.steps[0]!, { ...messages, ...messagesFor('en', 'temp') }, 'en')).toBe(
      'Temporary Hit Points 10 → 12',
    );
  });

  it('lets playtest hit points go negative and dies at -(Con + level) (004 l.1183-1188)', () => {
    const dying = damage({ ruleset: 'playtest', hp: 5, amount: 15, conScore: 14, level: 5 });
    expect(dying).toMatchObject({ status: 'dying', result: { hp: -10 } });
    expect(describeStep(dying.result.steps.at(-1)!, messages, 'en')).toBe(
      'Hit Points \u221210: dying (dies at \u221219)',
    );
    expect(damage({ ruleset: 'playtest', hp: 5, amount: 24, conScore: 14, level: 5 }).status).toBe('dead');
  });

  it('drops the inputs a ruleset has no rule for (playtest: no Temporary Hit Points, no Immunity)', () => {
    expect(rulesetFeatures('playtest')).toMatchObject({
      temporaryHitPoints: false,
      immunity: false,
      negativeHitPoints: true,
    });
    expect(damage({ ruleset: 'playtest', temp: 5, immune: ['slashing'] }).result.hp).toBe(13);
  });

  it('answers current HP above the maximum with the core’s typed error', () => {
    expect(computeDamage({ ...base, hp: 25 })).toMatchObject({
      ok: false,
      messageKey: 'rules.input.out-of-range',
      params: { field: 'hp' },
    });
  });

  it('reads damage type lists from the URL and rejects unknown or repeated entries', () => {
    expect(parseDamageTypeList('')).toEqual({ ok: true, value: [] });
    expect(parseDamageTypeList('fire, all')).toEqual({ ok: true, value: ['fire', 'all'] });
    expect(parseDamageTypeList('fire,fire').ok).toBe(false);
    expect(parseDamageTypeList('lava').ok).toBe(false);
  });
});
