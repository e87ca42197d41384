import { describe, expect, it } from 'vitest';
import { localesToTry, planRedirect } from './redirect-plan.ts';

describe('planRedirect: a sub-section permalink lands on an anchor that exists', () => {
  const target = { pageId: 'Dice', anchor: 'D3' };

  it('stays in the reader’s language when its page shows the section', () => {
    expect(planRedirect('zh', target, () => true)).toEqual({ to: '/zh/rules/Dice/#D3', toLocale: 'zh' });
  });

  it('goes to the first language whose page shows it (the Thai-only "Dice" for an English reader)', () => {
    const shownIn = new Set(['th', 'zh']);
    expect(planRedirect('en', target, (locale) => shownIn.has(locale))).toEqual({
      to: '/th/rules/Dice/#D3',
      toLocale: 'th',
    });
    // A Thai reader of a Chinese-only example goes to the Chinese page, English tried first.
    const social = { pageId: 'SocialInteractionExample', anchor: 'ActiveRoleplaying' };
    expect(planRedirect('th', social, (locale) => locale === 'zh')).toEqual({
      to: '/zh/rules/SocialInteractionExample/#ActiveRoleplaying',
      toLocale: 'zh',
    });
  });

  it('goes to the page itself, without an anchor, when no page shows the section', () => {
    expect(planRedirect('th', target, () => false)).toEqual({ to: '/th/rules/Dice/', toLocale: 'th' });
  });

  it('tries the reader’s language, then English, then the others in order, each once', () => {
    expect(localesToTry('zh')).toEqual(['zh', 'en', 'th', 'zh-hant']);
    expect(localesToTry('en')).toEqual(['en', 'th', 'zh', 'zh-hant']);
  });
});
