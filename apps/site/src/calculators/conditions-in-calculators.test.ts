import { PLAIN_SAVE_TARGET } from '@polyhedral/core';
import type { Locale } from '@polyhedral/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import AttackDamage from './attack-damage/index.tsx';
import { calculatorMessages } from './calculator-props.ts';
import Concentration from './concentration/index.tsx';
import D20Test from './d20-test/index.tsx';
import SaveHalf from './save-half/index.tsx';

type Island = typeof D20Test;

/** The server render of a calculator with these presets, as text (tags dropped). */
function rendered(
  island: Island,
  kind: 'd20-test' | 'concentration' | 'attack-damage' | 'save-half',
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
});
