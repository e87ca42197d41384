/**
 * The state the review page shows for each section is the rule page's (issue 58, item 4): a
 * machine-converted zh-hant section is `converted` in the site's model (withDerivedLocales, where
 * it carries zh's review marks) as in the written one, never `reviewed`; a source translation is
 * `current`, not `reviewed`; zh-hant lists every section zh lists (the Dice page's zh-only ones too).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withDerivedLocales } from '../../derive/derive-locales.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { loadContent } from '../../loader/load-content.ts';
import type { ContentModel } from '../../model/types.ts';
import { countedState } from '../../status/counted-state.ts';
import { reviewIndex } from './review-index.ts';
import { reviewSectionData } from './review-section-data.ts';

describe("the review index's states, as the rule page shows them", () => {
  let written: ContentModel;
  let site: ContentModel;
  beforeAll(() => {
    written = loadContent({ root: DEFAULT_CONTENT_ROOT });
    site = withDerivedLocales(written);
  });

  it('zh-hant converted by machine is `converted` in the site model and the written one, never reviewed', () => {
    for (const model of [site, written]) {
      const index = reviewIndex(model, 'zh-hant');
      const zh = reviewIndex(model, 'zh');
      expect(index.map((entry) => entry.id)).toEqual(zh.map((entry) => entry.id));
      const converted = index.filter((entry) => entry.state === 'converted');
      // The content has no hand-written zh-hant section: all of them are converted.
      expect(converted.length).toBe(index.length);
      expect(index.some((entry) => entry.state === 'reviewed' || entry.state === 'current')).toBe(false);
    }
  });

  it("zh-hant lists zh's sections that have no English (the Dice page), with data the page can open", () => {
    const ids = new Set(reviewIndex(site, 'zh-hant').map((entry) => entry.id));
    const zhOnly = reviewIndex(site, 'zh').filter((entry) => !site.sections.get(entry.id)?.en);
    expect(zhOnly.length).toBeGreaterThan(0);
    for (const entry of zhOnly) {
      expect(ids.has(entry.id), entry.id).toBe(true);
      const data = reviewSectionData(site, 'zh-hant', entry.id);
      expect(data?.translation.converted, entry.id).toBe(true);
      expect(data?.translation.state, entry.id).toBe('converted');
      expect(data?.translation.markdown, entry.id).not.toBe('');
    }
  });

  it('a source translation is `current` (no review mark), a draft `draft`, each as content status counts it', () => {
    for (const locale of ['th', 'zh'] as const) {
      const index = reviewIndex(site, locale);
      expect(index.some((entry) => entry.state === 'current')).toBe(true);
      for (const entry of index) {
        const counted = countedState(written, locale, entry.id);
        const shown = {
          current: 'current',
          reviewed: 'reviewed',
          accepted: 'accepted',
          draft: 'draft',
          edited: 'draft',
          stale: 'stale',
          missing: 'missing',
        }[counted];
        expect(entry.state, `${locale} ${entry.id}`).toBe(shown);
      }
    }
  });
});
