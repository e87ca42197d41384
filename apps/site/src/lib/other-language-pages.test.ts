import { describe, expect, it } from 'vitest';
import { otherLanguagePages } from './other-language-pages.ts';
import { siteContent } from './site-content.ts';

describe('pages available only in other languages', () => {
  const content = siteContent();

  it('lists the Thai- and Chinese-only Dice section for English readers, in every language that has it', () => {
    const dice = otherLanguagePages(content, 'en').find((page) => page.id === 'Dice');
    // zh-hant has every page zh has (converted from it).
    expect(dice?.versions.map((version) => version.locale)).toEqual(['th', 'zh', 'zh-hant']);
  });

  it('does not list for Thai readers what Thai already has, but lists the Chinese-only examples', () => {
    const ids = otherLanguagePages(content, 'th').map((page) => page.id);
    expect(ids).not.toContain('Dice');
    expect(ids).toContain('SocialInteractionExample');
  });

  it('lists nothing that English has', () => {
    for (const page of otherLanguagePages(content, 'zh'))
      expect(content.model.pages.find((p) => p.id === page.id)?.files.en).toBeUndefined();
  });
});
