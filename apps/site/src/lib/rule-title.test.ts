import { CHARACTER_SHEET_RULE_IDS } from '@polyhedral/core/character';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { ruleLinkText } from '../character/rule-link.ts';
import { ruleTitle, ruleTitles } from './rule-title.ts';
import { siteContent } from './site-content.ts';

describe('ruleTitle: a rule link reads as the rule’s title, never its ID', () => {
  const content = siteContent();

  it.each(LOCALES)('%s: every rule My character links to has its section title', (locale) => {
    const titles = ruleTitles(content, locale, Object.values(CHARACTER_SHEET_RULE_IDS));
    for (const [id, { title }] of Object.entries(titles)) {
      expect(title, id).not.toBe(id);
      expect(title, id).not.toBe('');
      expect(title, id).toBe(content.model.sections.get(id)?.[titles[id]!.locale]?.title);
    }
  });

  it('FillInNumbers in the reader’s language where translated, English (marked so) where not', () => {
    const en = ruleTitle(content, 'en', 'FillInNumbers');
    expect(en).toEqual({ title: content.model.sections.get('FillInNumbers')?.en?.title, locale: 'en' });
    for (const locale of ['th', 'zh'] as const) {
      const own = content.model.sections.get('FillInNumbers')?.[locale]?.title;
      expect(ruleTitle(content, locale, 'FillInNumbers')).toEqual(
        own ? { title: own, locale } : { title: en.title, locale: 'en' },
      );
    }
  });

  it('the character page’s link text: the title, with a lang only when it is another language', () => {
    const rules = { FillInNumbers: { title: 'กรอกตัวเลข', locale: 'th' } };
    expect(ruleLinkText(rules, 'FillInNumbers', 'th')).toEqual({ text: 'กรอกตัวเลข', lang: undefined });
    expect(
      ruleLinkText({ FillInNumbers: { title: 'Fill In Numbers', locale: 'en' } }, 'FillInNumbers', 'zh'),
    ).toEqual({ text: 'Fill In Numbers', lang: 'en' });
  });
});
