import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { quickReference } from './quick-reference.ts';
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
