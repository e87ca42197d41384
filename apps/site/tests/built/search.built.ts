import { describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';
import { searchOf } from './pagefind-search.ts';

/**
 * What the built search index finds (moved from the browser checks: 89-traditional-chinese's
 * recall): dist/'s Pagefind engine and index run in Node as a page's search dialog runs them
 * (tests/built/pagefind-search.ts). The dialog itself (opening, typing, a zh-hant page searching
 * its own index, the engine failing) stays in the browser checks' 30-search.
 */
const site = builtSite();

/**
 * Ten words a Traditional Chinese reader searches for, in Traditional script, each with the rule
 * page that explains it (the page must be among the results the dialog shows).
 */
const SEARCHES: ReadonlyArray<readonly [string, string]> = [
  ['傷害', 'DamageandHealing'],
  ['優勢', 'D20Tests'],
  ['豁免檢定', 'D20Tests'],
  ['生命值', 'DamageandHealing'],
  ['擒抱', 'Conditions'],
  ['先攻', 'Combat'],
  ['臨時生命值', 'DamageandHealing'],
  ['掩護', 'Combat'],
  ['護甲等級', 'D20Tests'],
  ['熟練加值', 'D20Tests'],
];

describe('Search as built', () => {
  it('recall: ten common terms in Traditional script, searched on a zh-hant page, each find the zh-hant page that explains them', async () => {
    const search = await searchOf(await site.load('/zh-hant/rules/RhythmofPlay/'), site.origin());
    try {
      const missed: string[] = [];
      for (const [term, pageId] of SEARCHES) {
        const hits = await search.search(term);
        for (const hit of hits)
          expect(hit, `${term}: only zh-hant pages (${hits.join(', ')})`).toMatch(/^\/zh-hant\//);
        if (!hits.some((hit) => hit.startsWith(`/zh-hant/rules/${pageId}/`)))
          missed.push(`${term} (${hits.join(', ')})`);
      }
      console.log(`zh-hant search recall: ${SEARCHES.length - missed.length} of ${SEARCHES.length}`);
      expect(missed, 'terms whose page was not found').toEqual([]);
    } finally {
      await search.close();
    }
  });
});
