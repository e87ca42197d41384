/**
 * One tab for the tests of a describe that runs in order in one worker (`mode: 'serial'` or
 * `'default'`): its context and tab are made once for the describe instead of a tab per test, and
 * a test that reads what a load shows can read it from the load the test before made.
 *
 * The page is in a context of its own (not the worker's pool: a test of the describe that opens a
 * pooled page must not reset this one away). Each test's hygiene watches it while the test runs.
 * Before each test but the first, the site's cookies and storage (session storage too) are cleared
 * and permissions and the network state reset, with the pool's own `clearSiteState`, and the
 * pointer goes back to the corner: what carries over is the page itself, its URL and what it ran, which a test that does
 * not want it replaces with its own `goto`. A test that changes the page's emulation (viewport,
 * media, routes, init scripts) does not belong in such a describe. A failed test starts a
 * new worker, where the next test of the describe gets a new shared page.
 */
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { clearSiteState } from './context-pool.ts';

/** Playwright's defaults as this suite's `newPage()` passes them (playwright.config.ts). */
const DEFAULTS: BrowserContextOptions = {
  viewport: { width: 1280, height: 720 },
  locale: 'en-US',
  colorScheme: 'light',
  serviceWorkers: 'block',
};

/**
 * Registers the hooks of a shared page in the current describe and returns its getter (valid
 * inside the describe's tests).
 */
export function sharedPage(options: BrowserContextOptions = {}): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let used = false;
  test.beforeAll(async ({ browser, site }) => {
    context = await browser.newContext({ ...DEFAULTS, baseURL: site.baseUrl, ...options });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    used = false;
  });
  test.beforeEach(async ({ hygiene, site }) => {
    if (!page || !context) throw new Error('shared page: no page (beforeAll did not run)');
    if (used) {
      await clearSiteState(context, page, site.baseUrl);
      // Session storage lives in the tab, which the pool would have closed.
      if (page.url().startsWith(site.baseUrl)) await page.evaluate(() => sessionStorage.clear());
      // The pointer where a new tab has it: left where the test before put it, it would hover
      // (and so hydrate) whatever the next page draws there.
      await page.mouse.move(0, 0);
    }
    used = true;
    hygiene.track(page);
  });
  // What the page logs after its test (a fetch still in flight) belongs to no test.
  test.afterEach(async ({ hygiene }) => hygiene.stop());
  test.afterAll(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('shared page: used outside its describe’s tests');
    return page;
  };
}
