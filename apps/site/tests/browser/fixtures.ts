/**
 * What every browser check gets, on top of Playwright Test's own fixtures:
 * - `site`: dist/ served on 127.0.0.1 (one server per worker) and where the site lives;
 * - `baseURL`: that server, so `page.goto('/th/')` works;
 * - `newPage()`: a page in a context with these options (as `browser.newContext`) and no state left
 *   by any other test (support/context-pool.ts: the worker keeps one context per set of options,
 *   and a second page with the same options in one test gets a context of its own);
 * - `page`: the first such page with the test's `use` options;
 * - hygiene on every page a test opens (the built-in `page` and every `newPage()`): a console
 *   error, an uncaught page error or a request to any host other than 127.0.0.1 fails the test
 *   when it ends. A test that provokes errors on purpose lists what it expects in
 *   `test.use({ expectedConsoleErrors: [/…/] })`; requests to another host it makes on purpose
 *   (a blocked injection is still reported as a request) in `expectedExternalRequests`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { AXE_FILES } from '../../tools/audit/axe-wcag22.ts';
import { type StaticServer, startStaticServer } from '../../tools/static-server.ts';
import { type ContextPool, createContextPool } from './support/context-pool.ts';

export { expect } from '@playwright/test';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const distDir = path.join(siteDir, 'dist');

export interface Site {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** apps/site */
  siteDir: string;
  /** apps/site/dist */
  distDir: string;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors this page has seen so far. */
  consoleErrors: string[];
  close: () => Promise<void>;
}

interface Hygiene {
  consoleErrors: string[];
  externalRequests: string[];
  track: (page: Page) => TrackedPage['consoleErrors'];
  /**
   * The test is over: what its pages log from now on is the harness closing them (a module
   * import or fetch still in flight fails with "Failed to fetch"), not the site.
   */
  stop: () => void;
}

/**
 * Opens a page in a context with these options (as `browser.newContext`; baseURL is the site),
 * with no cookie, storage or service worker of any other test; `close()` closes that page.
 */
export type NewPage = (options?: BrowserContextOptions) => Promise<TrackedPage>;

interface TestFixtures {
  newPage: NewPage;
  hygiene: Hygiene;
  expectedConsoleErrors: RegExp[];
  expectedExternalRequests: RegExp[];
}

interface WorkerFixtures {
  site: Site;
  contextPool: ContextPool;
}

/** A 404 for the deliberately mistyped address of the not-found checks is expected. */
const ALWAYS_EXPECTED = [/status of 404.*NoSuchRule|NoSuchRule.*status of 404/];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use) => {
      if (!existsSync(path.join(distDir, 'index.html'))) {
        throw new Error('dist/ has no build: run `pnpm test:browser` (turbo builds the site first)');
      }
      // With the hosts' Cache-Control: a page loaded again in a kept context takes the build's hashed
      // JS, CSS and fonts (and the code V8 compiled from them) from the HTTP cache, as a returning
      // reader's browser does (support/context-pool.ts). 18% less CPU over six files (107 → 88 CPU-s).
      // axe-core is served beside the build (AXE_URL_PATH), so a kept context compiles it once.
      const server: StaticServer = await startStaticServer(distDir, {
        cacheHeaders: true,
        extraFiles: AXE_FILES,
      });
      await use({ baseUrl: server.url, siteDir, distDir });
      await server.close();
    },
    { scope: 'worker' },
  ],
  contextPool: [
    async ({ browser, site }, use) => {
      const pool = createContextPool(browser, site.baseUrl);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.baseUrl),
  expectedConsoleErrors: [[], { option: true }],
  expectedExternalRequests: [[], { option: true }],
  hygiene: [
    async ({ expectedConsoleErrors, expectedExternalRequests }, use) => {
      let stopped = false;
      const hygiene: Hygiene = {
        consoleErrors: [],
        externalRequests: [],
        stop: () => {
          stopped = true;
        },
        track: (page) => {
          const seen: string[] = [];
          const record = (text: string) => {
            if (stopped) return;
            if ([...ALWAYS_EXPECTED, ...expectedConsoleErrors].some((pattern) => pattern.test(text))) return;
            seen.push(text);
            hygiene.consoleErrors.push(text);
          };
          page.on('console', (message) => {
            if (message.type() === 'error') record(`${page.url()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => record(`${page.url()}: ${error.message}`));
          page.on('request', (request) => {
            const url = new URL(request.url());
            if (url.protocol === 'data:' || url.protocol === 'blob:') return;
            if (url.hostname === '127.0.0.1') return;
            if (expectedExternalRequests.some((pattern) => pattern.test(request.url()))) return;
            hygiene.externalRequests.push(request.url());
          });
          return seen;
        },
      };
      await use(hygiene);
      const problems = [
        ...hygiene.consoleErrors.slice(0, 10).map((text) => `console error: ${text}`),
        ...hygiene.externalRequests.slice(0, 10).map((url) => `request to another host: ${url}`),
      ];
      if (problems.length > 0) throw new Error(`page hygiene:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
  newPage: async (
    {
      contextPool,
      hygiene,
      site,
      viewport,
      locale,
      colorScheme,
      javaScriptEnabled,
      bypassCSP,
      isMobile,
      hasTouch,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    // The test's `use` options that this suite sets, spelt out: a pooled context is made once and
    // must match whichever test takes it.
    const defaults: BrowserContextOptions = {
      baseURL: site.baseUrl,
      viewport,
      locale,
      colorScheme,
      javaScriptEnabled,
      bypassCSP,
      isMobile,
      hasTouch,
      serviceWorkers,
    };
    // A retry records a trace (playwright-config.ts), which only a context made in the test gets.
    const lease = contextPool.lease({ fresh: testInfo.retry > 0 });
    await use(async (options = {}) => {
      const { page, context, close } = await lease.open({ ...defaults, ...options });
      page.setDefaultTimeout(10_000);
      return { page, context, consoleErrors: hygiene.track(page), close };
    });
    hygiene.stop();
    await lease.end();
  },
  page: async ({ newPage }, use) => {
    const { page } = await newPage();
    await use(page);
  },
});
