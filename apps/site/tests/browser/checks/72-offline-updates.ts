import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { type CheckContext, expect, openSearch, type Scenario, type TrackedPage } from '../harness.ts';
import { startUpdateServer, type UpdateServer } from '../update-server.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * A page whose console is checked here, not by the run's hygiene check: these checks cut the
 * network on purpose, and the browser logs each refused request. Uncaught errors still fail.
 */
async function offlinePage(context: CheckContext, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const browserContext = await context.browser.newContext({ locale: 'en-US', ...options });
  const page = await browserContext.newPage();
  page.setDefaultTimeout(10_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  return {
    page,
    context: browserContext,
    consoleErrors,
    externalRequests: [],
    close: () => browserContext.close(),
  };
}

/** Console errors other than refused requests (offline, a failing address) and Pagefind saying a chunk is missing. */
function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter(
    (error) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_EMPTY_RESPONSE|Failed to load resource|status of 503|index chunk/.test(
        error,
      ),
  );
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Entry count of every cache the worker keeps. */
async function cacheCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
    return counts;
  });
}

/**
 * Evaluates `predicate` in the page until it is true (Playwright's waitForFunction takes the
 * promise an async predicate returns for a truthy value, so it cannot wait on the Cache API).
 */
async function poll(
  page: Page,
  predicate: (arg: Record<string, string>) => Promise<boolean>,
  arg: Record<string, string>,
  what: string,
  timeout = 20_000,
): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const done = await page.evaluate(predicate, arg).catch(() => false);
    if (done) return;
    expect(Date.now() < until, `timed out waiting for ${what}`);
    await page.waitForTimeout(200);
  }
}

/** Waits until the cache holds the key (the worker writes after answering). */
async function waitForCached(page: Page, cacheName: string, url: string): Promise<void> {
  await poll(
    page,
    async ({ cacheName, url }) => (await (await caches.open(cacheName ?? '')).match(url ?? '')) !== undefined,
    { cacheName, url },
    `${url} in ${cacheName}`,
  );
}

/** Every stylesheet of the page loaded, with rules (an unstyled page has none). */
async function styled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    let loaded = 0;
    for (const link of links) {
      try {
        if ((link.sheet?.cssRules.length ?? 0) > 0) loaded += 1;
      } catch {
        // a sheet that failed to load cannot be read
      }
    }
    return links.length > 0 && loaded === links.length;
  });
}

/** Types a bonus into the D20 test calculator and waits for its chance to change. */
async function calculatorComputes(page: Page): Promise<boolean> {
  const slot = page.locator('[data-calculator="d20-test"]');
  await slot.scrollIntoViewIfNeeded();
  const chance = slot.locator('.calc-figure dd').first();
  const before = (await chance.textContent())?.trim() ?? '';
  const bonus = slot.locator('#d20-test-bonus');
  await bonus.focus();
  await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
  await bonus.fill('9');
  return page
    .waitForFunction(
      ({ previous }) =>
        document.querySelector('[data-calculator="d20-test"] .calc-figure dd')?.textContent?.trim() !==
        previous,
      { previous: before },
      { timeout: 5000 },
    )
    .then(
      () => true,
      () => false,
    );
}

async function withServer(distDir: string, run: (server: UpdateServer) => Promise<void>): Promise<void> {
  const server = await startUpdateServer(distDir);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

async function offlineAfter(browserContext: BrowserContext, run: () => Promise<void>): Promise<void> {
  await browserContext.setOffline(true);
  try {
    await run();
  } finally {
    await browserContext.setOffline(false);
  }
}

const PAGE = '/zh/rules/D20Tests/';

const scenario: Scenario = {
  name: 'Offline: updates keep cached pages whole, bounded caches, a language downloaded whole',
  checks: [
    {
      name: `update to a new build while ${PAGE} cannot be fetched again: styled, calculator working offline, one reload`,
      run: async (context) =>
        withServer(context.distDir, async (server) => {
          const { page, context: browserContext, close, consoleErrors } = await offlinePage(context, PHONE);
          try {
            await page.goto(`${server.url}${PAGE}`);
            await waitForWorker(page);
            await waitForCached(page, 'pages', `${server.url}${PAGE}`);
            // Build B is deployed; this page's refresh fails during the update.
            server.switchToB();
            server.failPaths.add(PAGE);
            let loads = 0;
            page.on('load', () => {
              loads += 1;
            });
            const activated = page.evaluate(
              () =>
                new Promise<string>((resolve) => {
                  navigator.serviceWorker.addEventListener('controllerchange', () =>
                    resolve(navigator.serviceWorker.controller?.scriptURL ?? ''),
                  );
                }),
            );
            await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
            await activated.catch(() => undefined);
            // The page reloads (once) while the new worker activates: wait for both.
            for (let tries = 0; ; tries += 1) {
              await page.waitForLoadState('load');
              const state = await page
                .evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)
                .catch(() => 'navigating');
              if (state === 'activated') break;
              expect(tries < 40, `the new worker did not activate (${state})`);
              await page.waitForTimeout(250);
            }
            await page.waitForTimeout(500);
            expect(loads <= 1, `reloads after the update: ${loads} (one at most)`);
            const kept = await page.evaluate(
              async () => (await (await caches.open('page-assets')).keys()).length,
            );
            expect(kept > 0, 'the old page keeps its CSS/JS (page-assets is empty)');
            await offlineAfter(browserContext, async () => {
              await page.goto(`${server.url}${PAGE}`);
              expect(await styled(page), 'the cached page is styled offline after the update');
              expect(await calculatorComputes(page), 'its calculator computes offline after the update');
            });
            const unexpected = unexpectedErrors(consoleErrors);
            expect(unexpected.length === 0, unexpected.join('\n'));
          } finally {
            await close();
          }
        }),
    },
    {
      name: 'a returning reader online sees the new build on the first load, and nothing reloads it again',
      run: async (context) =>
        withServer(context.distDir, async (server) => {
          const { page, close, consoleErrors } = await offlinePage(context);
          try {
            await page.goto(`${server.url}${PAGE}`);
            await waitForWorker(page);
            await waitForCached(page, 'pages', `${server.url}${PAGE}`);
            server.switchToB();
            let loads = 0;
            page.on('load', () => {
              loads += 1;
            });
            // The reader comes back: the old worker still controls the page and serves the visit.
            await page.goto(`${server.url}/zh/rules/Dice/`);
            const first = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
            expect(first?.startsWith('/_astro/b/') === true, `first load names the new build: ${first}`);
            // The update activated: only the new build's precache is left.
            await poll(
              page,
              async () => {
                const precaches = (await caches.keys()).filter((name) => name.startsWith('precache-'));
                return precaches.length === 1 && precaches[0]!.endsWith('b');
              },
              {},
              'the new build activated',
            );
            await page.waitForTimeout(1500);
            expect(loads === 1, `loads: ${loads} (the first load only, no forced reload)`);
            expect(await styled(page), 'styled');
            const unexpected = unexpectedErrors(consoleErrors);
            expect(unexpected.length === 0, unexpected.join('\n'));
          } finally {
            await close();
          }
        }),
    },
    {
      name: '320 shared links of one page and 250 other pages: the pages cache stays bounded',
      run: async (context) =>
        withServer(context.distDir, async (server) => {
          const { page, close } = await offlinePage(context);
          try {
            await page.goto(`${server.url}/en/rules/D20Tests/`);
            await waitForWorker(page);
            for (let i = 0; i < 320; i += 1) {
              await page.goto(`${server.url}/en/rules/D20Tests/?bonus=${i}&dc=15`, { waitUntil: 'commit' });
            }
            await page.goto(`${server.url}/en/rules/Dice/`);
            await waitForCached(page, 'pages', `${server.url}/en/rules/Dice/`);
            const after320 = await cacheCounts(page);
            const shared = await page.evaluate(async () =>
              (await (await caches.open('pages')).keys()).filter((request) =>
                request.url.includes('D20Tests'),
              ),
            );
            console.log(`    cache entries after 320 shared links: ${JSON.stringify(after320)}`);
            expect(shared.length === 1, `D20Tests pages stored: ${shared.length} (one whatever the query)`);
            // 250 distinct pages kept through the worker's message: the bound holds (200).
            const urls = await page.evaluate(async () => {
              const manifest = (await (await fetch('/offline/en.json')).json()) as {
                files: { url: string }[];
              };
              return manifest.files
                .map((file) => file.url)
                .filter((url) => url.endsWith('/'))
                .slice(0, 250);
            });
            await page.evaluate(async (list) => {
              const worker = navigator.serviceWorker.controller;
              for (const url of list) worker?.postMessage({ type: 'keep-page', url, assets: [] });
            }, urls);
            await poll(
              page,
              async () => (await (await caches.open('pages')).keys()).length >= 200,
              {},
              '200 pages kept',
              30_000,
            );
            await waitForCached(page, 'pages', `${server.url}${urls.at(-1)}`);
            await page.waitForTimeout(500);
            const counts = await cacheCounts(page);
            console.log(`    cache entries after 250 kept pages: ${JSON.stringify(counts)}`);
            expect((counts.pages ?? 0) <= 200, `pages: ${counts.pages} entries (at most 200)`);
            expect((counts.assets ?? 0) <= 300, `assets: ${counts.assets} entries (at most 300)`);
          } finally {
            await close();
          }
        }),
    },
    {
      name: 'after "Download Thai", offline: every th file cached, th pages and a new Thai search work; zh shows its offline page',
      run: async (context) =>
        withServer(context.distDir, async (server) => {
          const { page, context: browserContext, close, consoleErrors } = await offlinePage(context, PHONE);
          try {
            await page.goto(`${server.url}/th/offline/`);
            await waitForWorker(page);
            const start = page.locator('[data-offline-start]');
            expect(
              (await start.textContent())?.includes('ดาวน์โหลดภาษาไทย') === true,
              `button ${await start.textContent()}`,
            );
            await page.locator('[data-offline-size]').filter({ hasText: 'MB' }).waitFor({ timeout: 10_000 });
            await start.click();
            await page
              .locator('[data-offline-download][data-downloaded-bytes]')
              .waitFor({ timeout: 120_000 });
            const bytes = Number(
              await page.locator('[data-offline-download]').getAttribute('data-downloaded-bytes'),
            );
            const check = await page.evaluate(async () => {
              const manifest = (await (await fetch('/offline/th.json')).json()) as {
                files: { url: string }[];
                pages: number;
              };
              const cache = await caches.open('offline-th');
              const missing: string[] = [];
              for (const file of manifest.files) if (!(await cache.match(file.url))) missing.push(file.url);
              const pages = manifest.files.map((file) => file.url).filter((url) => url.endsWith('/'));
              return { files: manifest.files.length, count: manifest.pages, missing, pages };
            });
            console.log(
              `    th download: ${bytes} bytes, ${check.files} files (${check.count} pages), ${check.missing.length} missing`,
            );
            expect(check.missing.length === 0, `not cached: ${check.missing.slice(0, 5).join(', ')}`);
            // A handful spread over the list (every file was checked in the cache above).
            const step = Math.floor(check.pages.length / 5);
            const sample = [0, 1, 2, 3, 4].map((i) => check.pages[i * step]!).concat(check.pages.at(-1)!);
            await offlineAfter(browserContext, async () => {
              for (const path of sample) {
                await page.goto(`${server.url}${path}`);
                // A moved rule's address is a redirect page: it goes on to the rule's page (cached too).
                await page.locator('h1').first().waitFor({ state: 'attached', timeout: 5000 });
                const missing = await page.locator('[data-offline-missing]:not([hidden])').count();
                expect(missing === 0, `${path} offline shows the offline notice`);
              }
              const fonts = await page.evaluate(async () => {
                await document.fonts.ready;
                return document.fonts.check('16px "Noto Sans Thai"', 'ความได้เปรียบ');
              });
              expect(fonts, 'Noto Sans Thai draws Thai offline (fonts cached whatever Vary says)');
              const input = await openSearch(page);
              await input.fill('ความได้เปรียบ');
              const links = page.locator('#starlight__search .pagefind-ui__result-link');
              await links.first().waitFor({ state: 'attached', timeout: 10_000 });
              const hits = await links.evaluateAll((anchors) =>
                anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
              );
              expect(
                hits.length > 0 && hits.every((hit) => hit.startsWith('/th/')),
                `Thai hits ${hits.join(', ')}`,
              );
              await page.keyboard.press('Escape');

              // Chinese was never downloaded: its offline page, in Chinese, and an honest search.
              await page.goto(`${server.url}/zh/rules/Combat/`);
              const notice = page.locator('[data-offline-missing]');
              await notice.waitFor({ state: 'visible', timeout: 5000 });
              expect(
                (await notice.locator('h2').textContent())?.trim() === '你处于离线状态',
                'zh offline title',
              );
              expect((await page.getAttribute('html', 'lang')) === 'zh-CN', 'zh page language');
              const zhInput = await openSearch(page);
              await zhInput.fill('豁免');
              const said = page.locator('#starlight__search .search-offline-notice');
              await said.waitFor({ state: 'visible', timeout: 10_000 });
              expect(
                (await said.textContent())?.includes('搜索索引') === true,
                `notice ${await said.textContent()}`,
              );
              const noResults = await page.locator('#starlight__search .pagefind-ui__message').isVisible();
              expect(!noResults, 'no "no results" message for an index that is not there');
            });
            const unexpected = unexpectedErrors(consoleErrors);
            expect(unexpected.length === 0, unexpected.join('\n'));
          } finally {
            await close();
          }
        }),
    },
  ],
};

export default scenario;
