import { d20Test, PLAIN_SAVE_TARGET, saveHalfTargets } from '@polyhedral/core';
import { saveHalfCalculator } from '@polyhedral/core/calculators';
import { describeCause, intlLocale, type Locale, messagesFor, termName } from '@polyhedral/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { percent } from '../../tests/support/locale-numbers.ts';
import AttackDamage from './attack-damage/index.tsx';
import { calculatorMessages } from './calculator-props.ts';
import Concentration from './concentration/index.tsx';
import D20Test from './d20-test/index.tsx';
import Initiative from './initiative/index.tsx';
import SaveHalf from './save-half/index.tsx';

type Island = typeof D20Test;

/** The server render of a calculator with these presets, as text (tags dropped). */
function rendered(
  island: Island,
  kind: 'd20-test' | 'concentration' | 'attack-damage' | 'save-half' | 'initiative',
  params: Record<string, unknown>,
  locale: Locale,
) {
  const html = renderToString(
    h(island, {
      kind,
      instanceId: kind,
      params,
      ruleId: 'Conditions',
      locale,
      messages: calculatorMessages(locale, kind),
    }),
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** The text of the element with this test ID. */
function byTestId(html: string, id: string): string {
  const match = html.match(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(?:dd|ul|p)>`));
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('conditions in the calculators: fields from the registry, reasons in the reader language', () => {
  it('th: Exhaustion 3 turns Concentration (22 damage: DC 11) at +5 from 75% to 45% (9/20), saying why', () => {
    // Exhaustion: "D20 Tests are reduced by 2 times your Exhaustion level" (Rules Glossary).
    const plain = rendered(Concentration, 'concentration', { damage: 22, bonus: 5 }, 'th');
    expect(byTestId(plain.html, 'concentration-dc')).toBe('11');
    expect(byTestId(plain.html, 'concentration-keep')).toBe('75.00%');
    expect(plain.html).not.toContain('data-testid="concentration-causes"');
    const tired = rendered(Concentration, 'concentration', { damage: 22, bonus: 5, exhaustion: 3 }, 'th');
    expect(byTestId(tired.html, 'concentration-keep')).toBe('45.00%');
    expect(tired.text).toContain('9/20');
    expect(byTestId(tired.html, 'concentration-causes')).toBe('−6: อ่อนล้า ระดับ 3');
  });

  it('zh/en: an Unconscious creature has no save to roll, and the result says why (Incapacitated: Concentration ends)', () => {
    // IncapacitatedCondition: "your Concentration is broken"; Unconscious gives Incapacitated.
    for (const locale of ['en', 'zh'] as const) {
      const out = rendered(
        Concentration,
        'concentration',
        { damage: 4, bonus: 5, condition: ['unconscious'] },
        locale,
      );
      expect(byTestId(out.html, 'concentration-keep')).toBe('0.00%');
      expect(out.html).toContain('data-testid="concentration-broken"');
      expect(out.text).not.toContain(locale === 'en' ? 'Roll one d20' : '掷一枚 d20');
      expect(byTestId(out.html, 'concentration-causes')).not.toBe('');
    }
    const en = rendered(
      Concentration,
      'concentration',
      { damage: 4, bonus: 5, condition: ['unconscious'] },
      'en',
    );
    expect(byTestId(en.html, 'concentration-causes')).toContain('Incapacitated');
  });

  it('th: a +2 saving throw at DC 10 goes from 65% to 35% with Exhaustion 3', () => {
    const save = { 'kind-of-test': 'save', bonus: 2, target: 10 };
    expect(byTestId(rendered(D20Test, 'd20-test', save, 'th').html, 'd20-success')).toBe('65.00%');
    const tired = rendered(D20Test, 'd20-test', { ...save, exhaustion: 3 }, 'th');
    expect(byTestId(tired.html, 'd20-success')).toBe('35.00%');
  });

  it('en: a Prone target gives Advantage from within 5 feet and Disadvantage beyond (Prone condition)', () => {
    const attack = { 'kind-of-test': 'attack', bonus: 5, target: 15, 'target-condition': ['prone'] };
    const near = rendered(D20Test, 'd20-test', { ...attack, 'within-5-feet': true }, 'en');
    expect(near.text).toContain('Advantage: roll two d20s and use the higher roll.');
    expect(byTestId(near.html, 'd20-causes')).toBe('Advantage: Prone');
    const far = rendered(D20Test, 'd20-test', attack, 'en');
    expect(byTestId(far.html, 'd20-causes')).toBe('Disadvantage: Prone');
  });

  it('zh: Poisoned and Invisible cancel to a straight roll, and the result says so', () => {
    const attack = rendered(AttackDamage, 'attack-damage', { condition: ['poisoned', 'invisible'] }, 'zh');
    expect(byTestId(attack.html, 'attack-causes')).toBe(
      '劣势：中毒 优势：隐形 优势与劣势相互抵消：只掷一个 d20',
    );
    // The same odds as no condition at all (+5 against AC 15: 11 faces of 20 hit).
    expect(byTestId(attack.html, 'attack-hit')).toBe('55.00%');
  });

  it('a condition list in a shared link is drawn checked, its summary naming it in the reader language', () => {
    const { html } = rendered(D20Test, 'd20-test', { condition: ['poisoned'] }, 'th');
    expect(html).toContain('<summary>สภาวะของผู้ทอย: ติดพิษ</summary>');
    expect(html).toMatch(/name="d20-test-condition" value="poisoned" checked/);
  });

  it('a Petrified target has Resistance to all damage (Conditions): 13 → 6, its card says why in th and zh', () => {
    const petrified = { ...PLAIN_SAVE_TARGET, conditions: ['PetrifiedCondition'] };
    const card = (locale: 'th' | 'zh') =>
      rendered(SaveHalf, 'save-half', { damage: '13', targets: [petrified], ability: 'dexterity' }, locale)
        .html;
    expect(byTestId(card('th'), 'save-causes')).toContain('ความต้านทาน: กลายเป็นหิน (ความเสียหายทุกประเภท)');
    expect(byTestId(card('zh'), 'save-causes')).toContain('抗性：石化（所有伤害）');
  });

  it('th: a Paralyzed target fails its Dexterity save and takes full damage, and its card says so', () => {
    const paralyzed = { ...PLAIN_SAVE_TARGET, saveBonus: 5, conditions: ['ParalyzedCondition'] };
    const { html } = rendered(
      SaveHalf,
      'save-half',
      { targets: [PLAIN_SAVE_TARGET, paralyzed], ability: 'dexterity' },
      'th',
    );
    const chances = [...html.matchAll(/data-testid="save-success"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(chances[1]).toBe('0.00%');
    expect(chances[0]).not.toBe('0.00%');
    expect(byTestId(html, 'save-causes')).toContain('ล้มเหลวโดยอัตโนมัติ');
    expect(html).toMatch(/name="save-half-target-2-condition" value="paralyzed" checked/);
  });

  it.each(['th', 'zh'] as const)(
    '%s: melee or ranged is a field from the registry; a ranged attack next to an enemy (ticked) has Disadvantage, with its reason',
    (locale) => {
      // SRD 5.2, Ranged Attacks in Close Combat: "you have Disadvantage on the roll if you are within
      // 5 feet of an enemy who can see you and doesn't have the Incapacitated condition".
      const messages = calculatorMessages(locale, 'd20-test');
      const plain = rendered(
        D20Test,
        'd20-test',
        { 'kind-of-test': 'attack', 'attack-type': 'ranged' },
        locale,
      );
      expect(plain.text).toContain(messages['calc.common.attack-type']!);
      expect(plain.text).toContain(messages['calc.common.attack-type.ranged']!);
      expect(plain.text).toContain(messages['calc.common.judged.enemy-within-5-feet']!);
      expect(byTestId(plain.html, 'd20-success')).toMatch(/55/);
      const ticked = rendered(
        D20Test,
        'd20-test',
        { 'kind-of-test': 'attack', 'attack-type': 'ranged', judged: ['enemy-within-5-feet'] },
        locale,
      );
      // +5 against 15 with Disadvantage: (11/20)² = 121/400 = 30.25%.
      expect(byTestId(ticked.html, 'd20-success')).toMatch(/30[.,]25/);
      expect(ticked.text).toContain('121/400');
      expect(ticked.html).toContain('data-cause="conditions.cause.close-combat"');
    },
  );

  it.each(['th', 'zh'] as const)(
    "%s: the save-half target card is the registry's target fields, drawn by the one field renderer",
    (locale) => {
      const messages = calculatorMessages(locale, 'save-half');
      const target = {
        ...PLAIN_SAVE_TARGET,
        saveBonus: 3,
        conditions: ['PetrifiedCondition', 'PoisonedCondition'],
        resist: ['cold'],
      };
      const { html, text } = rendered(
        SaveHalf,
        'save-half',
        { targets: [target], ability: 'wisdom' },
        locale,
      );
      const card = 'save-half-target-1';
      // One field per registry target field, with the card's element IDs.
      const targets = saveHalfCalculator.params.find((param) => param.type === 'save-targets');
      if (targets?.type !== 'save-targets') throw new Error('save-half has targets');
      const ids = targets.fields.map(
        (field) => ({ 'save-bonus': 'bonus', 'roll-mode': 'mode' })[field.param.name] ?? field.param.name,
      );
      expect(ids).toEqual([
        'bonus',
        'mode',
        'cover',
        'condition',
        'exhaustion',
        'resist',
        'vulnerable',
        'immune',
      ]);
      for (const id of ids) expect(html, id).toContain(`id="${card}-${id}"`);
      expect(html).toMatch(new RegExp(`id="${card}-bonus"[^>]*value="3"`));
      // The words are the registry's: common labels, glossary condition names, damage types.
      expect(text).toContain(messages['calc.common.roll-mode']!);
      expect(text).toContain(messages['calc.common.exhaustion']!);
      expect(text).toContain(messages['calc.save-half.condition.petrified']!);
      expect(text).toContain(messages['calc.save-half.resist.cold']!);
      expect(html).toMatch(new RegExp(`name="${card}-condition" value="petrified" checked`));
      expect(html).toMatch(new RegExp(`name="${card}-condition" value="poisoned" checked`));
      // Petrified: immune to Poisoned, Resistance to all damage (the card's reasons).
      expect(byTestId(html, 'save-causes')).toContain(messages['calc.term.PoisonedCondition'] ?? '');
      // The Playtest has no Exhaustion: the field is not drawn there.
      const playtest = rendered(
        SaveHalf,
        'save-half',
        { targets: [PLAIN_SAVE_TARGET], ability: 'wisdom', ruleset: 'playtest' },
        locale,
      );
      expect(playtest.html).not.toContain(`id="${card}-exhaustion"`);
    },
  );
  // The words and numbers of 65-conditions-round-2's three flows, in both translated locales: the
  // browser runs each flow (its hydration, ticking and phone layout) in Thai.
  describe.each(['th', 'zh'] as const)('%s: the conditions round 2 cases, words and figures', (locale) => {
    const words = {
      ...messagesFor(locale, 'calc'),
      ...messagesFor(locale, 'conditions'),
      ...messagesFor(locale, 'table.ability'),
    };
    const cause = (one: { code: string; params: Record<string, string | number> }) =>
      describeCause(one, words, locale, (id) => termName(id, locale));

    it('D20 Test, Frightened with the source of fear in sight: 55% to 30.25% (121/400), Disadvantage with its reason', () => {
      const check = {
        'kind-of-test': 'check',
        ability: 'wisdom',
        bonus: 5,
        target: 15,
        condition: ['frightened'],
      };
      const straight = rendered(D20Test, 'd20-test', check, locale);
      expect(byTestId(straight.html, 'd20-success')).toBe(
        percent(locale, d20Test({ kind: 'check', bonus: 5, target: 15 }).success),
      );
      const judged = rendered(D20Test, 'd20-test', { ...check, judged: ['fear-source-in-sight'] }, locale);
      const afraid = d20Test({ kind: 'check', bonus: 5, target: 15, disadvantage: true });
      expect(byTestId(judged.html, 'd20-success')).toBe(percent(locale, afraid.success));
      expect(judged.text).toContain('121/400');
      expect(byTestId(judged.html, 'd20-causes')).toBe(
        cause({ code: 'conditions.cause.disadvantage', params: { condition: 'FrightenedCondition' } }),
      );
    });

    it('save for half, a target Petrified and Poisoned: immune to Poisoned, Resistance to all damage, its expected damage', () => {
      const target = {
        ...PLAIN_SAVE_TARGET,
        saveBonus: 2,
        conditions: ['PetrifiedCondition', 'PoisonedCondition'] as const,
      };
      const { html } = rendered(SaveHalf, 'save-half', { targets: [target], ability: 'dexterity' }, locale);
      const core = saveHalfTargets({
        damage: [{ amount: '8d6', type: 'fire' }],
        dc: 15,
        targets: [target],
        ability: 'dexterity',
      }).targets[0]!;
      expect(core.causes.map((one) => one.code)).toEqual(
        expect.arrayContaining(['conditions.cause.immune-from', 'conditions.cause.resistance']),
      );
      const shown = [...html.matchAll(/data-testid="save-causes"[^>]*>([\s\S]*?)<\/ul>/g)][0]?.[1] ?? '';
      const items = [...shown.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
        m[1]!.replace(/<[^>]+>/g, ''),
      );
      expect(items).toEqual(core.causes.map(cause));
      expect(byTestId(html, 'save-expected')).toBe(
        new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(core.expectedDamage),
      );
    });

    it('the Initiative calculator, an Invisible creature: Advantage, 50% to 75%', () => {
      const plain = rendered(Initiative, 'initiative', { bonus: 2, target: 13 }, locale);
      expect(byTestId(plain.html, 'initiative-success')).toBe(percent(locale, 0.5));
      const invisible = rendered(
        Initiative,
        'initiative',
        { bonus: 2, target: 13, condition: ['invisible'] },
        locale,
      );
      expect(byTestId(invisible.html, 'initiative-success')).toBe(percent(locale, 0.75));
      expect(byTestId(invisible.html, 'initiative-causes')).toBe(
        cause({ code: 'conditions.cause.advantage', params: { condition: 'InvisibleCondition' } }),
      );
    });
  });
});
