import type { Locator, Page } from '@playwright/test';
import { messagesFor } from '@polyhedral/i18n';
import { SEGMENTED_QUERIES, wordsOf } from '../../built/search-queries.ts';
import { expect, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { openSearch } from '../support/search.ts';
import { sharedPage } from '../support/shared-page.ts';

/**
 * The search dialog of `startPath`, open and empty. The tests run in order in one tab: a test
 * that starts where the one before left the page (the same path, the dialog open) searches in
 * that load, after emptying the query and waiting until no result, message or section card
 * of the query before is left; any other start loads the page.
 */
async function searchAt(page: Page, startPath: string): Promise<Locator> {
  if (new URL(page.url()).pathname !== startPath) {
    await page.goto(startPath);
    return openSearch(page);
  }
  const input = await openSearch(page);
  await input.fill('');
  const dialog = page.locator('#starlight__search');
  await expect(dialog.locator('.pagefind-ui__result-link'), 'the results before cleared').toHaveCount(0);
  await expect(dialog.locator('.pagefind-ui__message'), 'the message before cleared').toHaveCount(0);
  await expect(dialog.locator('[data-section-results]'), 'the section cards before cleared').toBeHidden();
  return input;
}

/**
 * Types a query into Starlight's Pagefind search and returns the result links once the search is
 * done, there is at least one and every result shown has loaded.
 */
async function search(page: Page, startPath: string, query: string): Promise<string[]> {
  const input = await searchAt(page, startPath);
  await input.fill(query);
  const dialog = page.locator('#starlight__search');
  const links = dialog.locator('.pagefind-ui__result-link');
  // While it searches, Pagefind shows "Searching for <query>…" and no result list; then the list,
  // each result a loading placeholder until its page fragment has arrived.
  await expect(dialog.locator('.pagefind-ui__message'), 'the search message').toContainText(query);
  await expect(dialog.locator('ol.pagefind-ui__results'), 'the search is done').toBeAttached();
  await expect(links.first(), 'no results').toBeAttached();
  await expect(dialog.locator('.pagefind-ui__loading'), 'every result shown has loaded').toHaveCount(0);
  return links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe('Search: Pagefind indexes the custom rule pages in Thai and Chinese', () => {
  // In order in one worker and one tab (support/shared-page.ts): searches that start on the same
  // page share its load (searchAt). Nothing but the dialog's query carries over, and it is emptied.
  // Every search of a locale starts on its RhythmofPlay page (the index searched is the page's
  // language's, wherever the dialog is opened), and the tests are grouped by locale: one load each.
  test.describe.configure({ mode: 'default' });
  const page = sharedPage();
  const start = (locale: string) => `/${locale}/rules/RhythmofPlay/`;

  // Issue 99: a term's name (page language, English, either Chinese script) puts the section that
  // defines it in the first card, at its anchor, and its glossary entry among the cards below
  // (before, Pagefind ranked the glossary and pages that mention the term above the rule).
  const sectionFirst = (locale: string, query: string, section: string, glossary: string) =>
    test(`"${query}" (${locale}): the section ${section} comes first, the glossary entry below`, async () => {
      const input = await searchAt(page(), start(locale));
      await input.fill(query);
      const cards = page().locator('#starlight__search [data-section-results] a');
      await expect(cards.first()).toHaveAttribute('href', section);
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs, hrefs.join(', ')).toContain(glossary);
      // A query that names nothing: no card, Pagefind's results stay.
      await input.fill('qqqqqqqqqq');
      await expect(page().locator('#starlight__search [data-section-results]')).toBeHidden();
    });

  sectionFirst('en', 'hit points', '/en/rules/DamageandHealing/#HitPoints', '/en/glossary/HitPoints/');
  sectionFirst('th', 'ได้เปรียบ', '/th/rules/D20Tests/#AdvantageDisadvantage', '/th/glossary/Advantage/');

  sectionFirst('th', 'เรนเจอร์', '/th/rules/CreateYourCharacter/#ClassOverview', '/th/glossary/Ranger/');
  sectionFirst('th', 'คริติคอลฮิต', '/th/rules/DamageandHealing/#CriticalHits', '/th/glossary/CriticalHit/');
  sectionFirst('th', 'Cover', '/th/rules/Combat/#Cover', '/th/glossary/Cover/');
  sectionFirst('th', 'อินนิชิเอทีฟ', '/th/rules/Combat/#Initiative', '/th/glossary/Initiative/');
  sectionFirst('zh', '游侠', '/zh/rules/CreateYourCharacter/#ClassOverview', '/zh/glossary/Ranger/');
  sectionFirst('zh', '藉機攻擊', '/zh/rules/Combat/#OpportunityAttacks', '/zh/glossary/OpportunityAttack/');
  sectionFirst(
    'zh-hant',
    '借机攻击',
    '/zh-hant/rules/Combat/#OpportunityAttacks',
    '/zh-hant/glossary/OpportunityAttack/',
  );

  // What the built index finds for the other queries is read in Node (tests/built/search.built.ts):
  // Pagefind splits a Thai or Chinese query into words with the Intl.Segmenter it runs with, so
  // those results are the browser's only if Chromium splits each query as Node does.
  test('Chromium splits every query the built-site search checks run in Node into the same words', async () => {
    const inChromium = await page().evaluate(
      (queries) =>
        queries.map(([language, query]) =>
          [...new Intl.Segmenter(language, { granularity: 'word' }).segment(query)]
            .map((word) => word.segment)
            .join(' '),
        ),
      SEGMENTED_QUERIES,
    );
    const differ = SEGMENTED_QUERIES.map(([language, query], i) => ({
      query,
      node: wordsOf(language, query),
      chromium: inChromium[i],
    })).filter(({ node, chromium }) => node !== chromium);
    console.log(
      `queries split alike in Node and Chromium: ${SEGMENTED_QUERIES.length - differ.length} of ${SEGMENTED_QUERIES.length}`,
    );
    expect(differ, 'queries Chromium splits otherwise').toEqual([]);
  });
});

test.describe("Search when the engine's files fail to load: tried again, else said so, never 'Searching…' for good", () => {
  // The failures are made here on purpose: the browser logs each refused request and import.
  test.use({
    expectedConsoleErrors: [
      /Failed to load resource|Failed to fetch|Failed to load Pagefind|Pagefind: WASM Error/,
    ],
  });

  test('the engine module and its Thai index metadata each failing once: fetched again, and the search finds', async ({
    newPage,
  }) => {
    const { page } = await newPage();
    const requests = new Map<string, number>();
    for (const pattern of ['**/pagefind/pagefind.js*', '**/pagefind/*.pf_meta*']) {
      await page.route(pattern, (route) => {
        const count = (requests.get(pattern) ?? 0) + 1;
        requests.set(pattern, count);
        return count === 1 ? route.abort('failed') : route.continue();
      });
    }
    const hits = await search(page, '/th/rules/RhythmofPlay/', 'ทอยป้องกันความตาย');
    expect(
      hits.some((hit) => hit.startsWith('/th/rules/DamageandHealing/')),
      hits.join(', '),
    ).toBe(true);
    expect(Object.fromEntries(requests), 'each file asked for again after its failure').toEqual({
      '**/pagefind/pagefind.js*': 2,
      '**/pagefind/*.pf_meta*': 2,
    });
  });

  test('the engine never loading: the dialog says so in Thai with a button that reloads the page, and the search works after it', async ({
    newPage,
  }) => {
    // axe comes from the checks' server, which the site's Content-Security-Policy would refuse.
    const { page } = await newPage({ bypassCSP: true });
    let failing = true;
    await page.route('**/pagefind/pagefind-entry.json*', (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await page.goto('/th/rules/RhythmofPlay/');
    await page.waitForLoadState('load');
    await page.locator('site-search button[data-open-modal]').first().click();
    const failed = page.locator('#starlight__search .search-load-failed[role="alert"]');
    const th = messagesFor('th', 'ui');
    await expect(failed).toContainText(th['ui.search.pagefind.loadFailed']!);
    await expect(
      page.locator('#starlight__search .pagefind-ui__message'),
      'no "Searching…" line',
    ).toHaveCount(0);
    const reload = failed.getByRole('button', { name: th['ui.search.pagefind.reload']!, exact: true });
    await expect(reload, 'the button takes the focus the search box had').toBeFocused();
    // The line and its button read in both schemes (axe, serious and critical, in the dialog).
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      // Dark is the same load switched in place: the rules a scheme can change (support/axe.ts).
      const violations = await seriousAxeViolations(
        page,
        '#starlight__search',
        scheme === 'dark' ? 'scheme-switched' : 'every-rule',
      );
      expect(violations, `${scheme}: ${describeViolations(violations)}`).toEqual([]);
    }
    failing = false;
    await reload.click();
    await page.waitForLoadState('load');
    const hits = await search(page, '/th/rules/RhythmofPlay/', 'ทอยป้องกันความตาย');
    expect(
      hits.some((hit) => hit.startsWith('/th/rules/DamageandHealing/')),
      hits.join(', '),
    ).toBe(true);
  });
});
