import { describe, expect, it } from 'vitest';
import { ruleLinkText } from './rule-link.ts';

describe('ruleLinkText: a rule link reads as the rule’s title', () => {
  const rules = { FillInNumbers: { title: 'Fill In Numbers', locale: 'en' } };

  it('the title, marked with its language only when it is not the page’s', () => {
    expect(ruleLinkText(rules, 'FillInNumbers', 'en')).toEqual({ text: 'Fill In Numbers', lang: undefined });
    expect(ruleLinkText(rules, 'FillInNumbers', 'th')).toEqual({ text: 'Fill In Numbers', lang: 'en' });
  });

  it('an ID with no title as a last resort, marked as English', () => {
    expect(ruleLinkText(rules, 'SkillProficiencies', 'zh')).toEqual({
      text: 'SkillProficiencies',
      lang: 'en',
    });
  });
});
