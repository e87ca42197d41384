/**
 * What a browser check file gets. Each file in tests/browser/checks/ default-exports a Scenario;
 * run.ts runs every scenario's checks in file order and prints PASS/FAIL per check.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  /** Requests to any host other than 127.0.0.1. */
  externalRequests: string[];
  close: () => Promise<void>;
}

export interface CheckContext {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  browser: Browser;
  /** apps/site */
  siteDir: string;
  /** apps/site/dist */
  distDir: string;
  /** A fresh context + page that records console errors and off-site requests. */
  newPage: (options?: BrowserContextOptions) => Promise<TrackedPage>;
  /** Everything every tracked page has recorded (checked at the end of the run). */
  allConsoleErrors: string[];
  allExternalRequests: string[];
}

export interface Check {
  name: string;
  run: (context: CheckContext) => Promise<void>;
}

export interface Scenario {
  name: string;
  checks: Check[];
}

export class CheckFailure extends Error {
  override name = 'CheckFailure';
}

/** Fails the check with a message when the condition is false. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

const SEARCH_INPUT = '#starlight__search input[type="search"], #starlight__search .pagefind-ui__search-input';

/**
 * Opens Starlight's search dialog and returns its Pagefind input once it is visible. The button
 * works only after the page's scripts have run (Pagefind's UI loads on the first open), so a
 * click that came too early is repeated, up to three times.
 */
export async function openSearch(page: Page): Promise<ReturnType<Page['locator']>> {
  await page.waitForLoadState('load');
  const input = page.locator(SEARCH_INPUT).first();
  for (let attempt = 1; ; attempt += 1) {
    if (!(await input.isVisible())) await page.locator('site-search button[data-open-modal]').first().click();
    try {
      await input.waitFor({ state: 'visible', timeout: 5000 });
      return input;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
