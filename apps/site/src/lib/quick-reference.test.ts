import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { conditionRolls, quickReference } from './quick-reference.ts';
import { QUICK_CARDS } from './quick-reference-cards.ts';
import { siteContent } from './site-content.ts';

describe('quickReference (the repository content)', () => {
  const content = siteContent();

  it.each(LOCALES)(
    '%s: every card, titled in the reader language when translated, linked to its rule',
    (locale) => {
      const cards = quickReference(content, locale);
      expect(cards.map((card) => card.ruleId)).toEqual(QUICK_CARDS.map((card) => card.ruleId));
      for (const card of cards) {
        expect(card.title).not.toBe('');
        expect(card.href).toMatch(new RegExp(`^/${locale}/rules/[A-Za-z0-9]+/(#${card.ruleId})?$`));
      }
    },
  );

  it('shows the 15 conditions with the glossary definitions (Prone: "Your only movement option is to crawl")', () => {
    const conditions = quickReference(content, 'en').find((card) => card.ruleId === 'Conditions')!.conditions;
    expect(conditions).toHaveLength(15);
    expect(conditions.find((condition) => condition.termId === 'ProneCondition')?.definition).toMatch(
      /crawl/,
    );
  });

  it('says what each condition does to rolls from the core data (Prone: Advantage within 5 feet, Disadvantage beyond)', () => {
    const conditions = quickReference(content, 'en').find((card) => card.ruleId === 'Conditions')!.conditions;
    const rolls = (id: string) => conditions.find((condition) => condition.termId === id)?.rolls;
    expect(rolls('ProneCondition')).toEqual([
      'Disadvantage on its attack rolls',
      'Attack rolls against it from within 5 feet have Advantage',
      'Attack rolls against it from beyond 5 feet have Disadvantage',
    ]);
    // Exhaustion: "reduced by 2 times your Exhaustion level" (Rules Glossary, Exhaustion).
    expect(rolls('ExhaustionCondition')).toEqual(['−2 per level on every D20 Test']);
    expect(rolls('UnconsciousCondition')).toContain('A hit against it from within 5 feet is a Critical Hit');
    // Most conditions change a roll; Charmed, Deafened and the like may only forbid or judge.
    expect(conditions.filter((condition) => condition.rolls.length > 0).length).toBeGreaterThanOrEqual(10);
  });

  it("says where every condition's effects come from: the SRD 5.2 Rules Glossary, a text the site does not translate (en, th, zh), said once per card", () => {
    const sources = (locale: 'en' | 'th' | 'zh') =>
      quickReference(content, locale).find((card) => card.ruleId === 'Conditions')!.conditions;
    const en = sources('en');
    expect(en.length).toBe(15);
    for (const condition of en) {
      expect(condition.source, condition.termId).toBe(
        `SRD 5.2 Rules Glossary, “${condition.termId.replace(/Condition$/, '')}” (CC-BY-4.0), a text this site does not translate`,
      );
    }
    for (const condition of sources('th')) expect(condition.source).toContain('ซึ่งเว็บไซต์นี้ไม่ได้แปล');
    for (const condition of sources('zh')) expect(condition.source).toContain('本站未翻译该文本');
    // The page says it once per card, not per condition (fifth reading E6).
    const card = quickReference(content, 'en').find((each) => each.ruleId === 'Conditions')!;
    expect(card.conditionsSource).toEqual({ licence: 'CC-BY-4.0' });
  });

  it.each(['th', 'zh'] as const)(
    '%s: the same effects in the reader language, with the same numbers (no retyped text can drift)',
    (locale) => {
      for (const id of [
        'ProneCondition',
        'ExhaustionCondition',
        'UnconsciousCondition',
        'PoisonedCondition',
      ]) {
        const words = conditionRolls(id, locale);
        expect(words).toHaveLength(conditionRolls(id, 'en').length);
        for (const line of words) expect(line, `${locale} ${id}`).not.toMatch(/[A-Za-z]{4,}|conditions\./);
      }
      expect(conditionRolls('ExhaustionCondition', locale)[0]).toContain('−2');
      expect(conditionRolls('ProneCondition', locale).join(' ')).toContain('5');
    },
  );

  it('takes the Actions table and the order of damage from the content sections, with their calculators', () => {
    const cards = quickReference(content, 'zh');
    const actions = cards.find((card) => card.ruleId === 'ActionsTable')!;
    const html = actions.sections[0]!.blocks.map((block) => (block.type === 'html' ? block.html : '')).join(
      '',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('疾走');
    const damage = cards.find((card) => card.ruleId === 'OrderofApplication')!;
    expect(
      damage.sections[0]!.blocks.some(
        (block) => block.type === 'calc' && block.kind === 'damage-application',
      ),
    ).toBe(true);
    const dcs = cards.find((card) => card.ruleId === 'TypicalDifficultyClasses')!;
    expect(dcs.calculator?.kind).toBe('d20-test');
    expect(
      dcs.sections[0]!.blocks.some(
        (block) => block.type === 'table' && block.id === 'TypicalDifficultyClasses',
      ),
    ).toBe(true);
  });
});
