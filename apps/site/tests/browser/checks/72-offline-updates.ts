import type { BrowserContextOptions, Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { startStaticServer, type UpdatingServer } from '../../../tools/static-server.ts';
import { test as base, expect } from '../fixtures.ts';
import { oneWorkerInstalled } from '../support/installed-worker.ts';
import { expectCalculatorComputes, waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import { openSearch } from '../support/search.ts';

/**
 * A test that updates the worker (or keeps it from installing) gets its own server (its own
 * origin, so its own service worker and caches) and its own browser context, and runs in parallel
 * with the rest. The tests that only fill the caches of one build (the bounded pages cache, the
 * Thai download stopped and whole) share one server and one context, in order in one worker
 * (support/installed-worker.ts). A test's own server can switch to a simulated next build
 * (tools/next-build.ts); every server sends `Vary: Origin` on every response, as astro preview
 * does (cached fonts must still be found).
 */
const test = base.extend<{ updateServer: UpdatingServer }>({
  updateServer: async ({ site }, use) => {
    const server = await startStaticServer(site.distDir, {
      simulateUpdate: true,
      headers: { vary: 'Origin' },
    });
    await use(server);
    await server.close();
  },
});

const WITH_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

/** Entry count of every cache the worker keeps. */
async function cacheCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
    return counts;
  });
}

/** The paths the pages cache holds. */
async function pagesCached(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname),
  );
}

/** Keeps `urls` through the worker's message and waits until the last is cached. */
async function keep(page: Page, urls: readonly string[]): Promise<void> {
  await page.evaluate((list) => {
    for (const url of list)
      navigator.serviceWorker.controller?.postMessage({ type: 'keep-page', url, assets: [] });
  }, urls);
  await expect
    .poll(async () => (await pagesCached(page)).includes(urls.at(-1)!), {
      message: `${urls.at(-1)} kept`,
      timeout: 240_000,
    })
    .toBe(true);
}

/** Waits until the cache holds the key (the worker writes after answering). */
async function waitForCached(page: Page, cacheName: string, url: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            async ({ cacheName, url }) => (await (await caches.open(cacheName)).match(url)) !== undefined,
            { cacheName, url },
          )
          .catch(() => false),
      { message: `${url} in ${cacheName}`, timeout: 20_000 },
    )
    .toBe(true);
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

const PAGE = '/zh/rules/D20Tests/';

test.describe('Offline: updates keep cached pages whole, bounded caches, a language downloaded whole', () => {
  // These checks cut the network on purpose and the browser logs each refused request, and
  // Pagefind says when a chunk is missing. Uncaught errors and anything else still fail.
  test.use({
    expectedConsoleErrors: [
      /ERR_INTERNET_DISCONNECTED|ERR_EMPTY_RESPONSE|Failed to load resource|status of 503|index chunk/,
    ],
  });

  test(`update to a new build while ${PAGE} cannot be fetched again: styled, calculator working offline, one reload`, async ({
    newPage,
    updateServer: server,
  }) => {
    const { page, context, consoleErrors } = await newPage({ ...PHONE, ...WITH_WORKER });
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
    await expect
      .poll(
        async () => {
          await page.waitForLoadState('load');
          return page
            .evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)
            .catch(() => 'navigating');
        },
        { message: 'the new worker did not activate' },
      )
      .toBe('activated');
    // Kept on purpose: "one reload at most" needs a moment in which a second reload could happen.
    await page.waitForTimeout(500);
    expect(loads, `reloads after the update: ${loads} (one at most)`).toBeLessThanOrEqual(1);
    const kept = await page.evaluate(async () => (await (await caches.open('page-assets')).keys()).length);
    expect(kept, 'the old page keeps its CSS/JS (page-assets is empty)').toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto(`${server.url}${PAGE}`);
    await expect.poll(() => styled(page), 'the cached page is styled offline after the update').toBe(true);
    await expectCalculatorComputes(page, 'its calculator computes offline after the update');
    await context.setOffline(false);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  test('a returning reader online sees the new build on the first load, and nothing reloads it again', async ({
    newPage,
    updateServer: server,
  }) => {
    const { page, consoleErrors } = await newPage(WITH_WORKER);
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
    expect(first?.startsWith('/_astro/b/'), `first load names the new build: ${first}`).toBe(true);
    // The update activated: only the new build's precache is left.
    await expect
      .poll(
        () =>
          page
            .evaluate(async () => {
              const precaches = (await caches.keys()).filter((name) => name.startsWith('precache-'));
              return precaches.length === 1 && precaches[0]!.endsWith('b');
            })
            .catch(() => false),
        { message: 'the new build activated', timeout: 20_000 },
      )
      .toBe(true);
    // Kept on purpose: the check is that no forced reload follows the activation in this time.
    await page.waitForTimeout(1500);
    expect(loads, `loads: ${loads} (the first load only, no forced reload)`).toBe(1);
    expect(await styled(page), 'styled').toBe(true);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  test('where the service worker cannot install (storage refused), no Download is offered and Thai says why', async ({
    newPage,
    updateServer: server,
  }) => {
    const { page } = await newPage({ ...PHONE, ...WITH_WORKER });
    // What a private window or a full disk does to registration: it is refused.
    await page.addInitScript(() => {
      navigator.serviceWorker.register = () =>
        Promise.reject(new DOMException('Storage refused', 'QuotaExceededError'));
    });
    await page.goto(`${server.url}/th/offline/`);
    await expect(page.locator('html')).toHaveAttribute('data-offline-worker', 'failed');
    await expect(page.locator('[data-offline-start]')).toBeHidden();
    await expect(page.locator('[data-offline-status]')).toContainText('ไม่อนุญาตให้เว็บไซต์ติดตั้งตัวช่วยออฟไลน์');
    expect(await page.evaluate(() => caches.has('offline-th'))).toBe(false);
  });

  // One server and one installed worker for these, in order (oneWorkerInstalled); the 8 shared
  // links run on the phone context too (the bound does not depend on the screen).
  test.describe('one build, its worker installed once', () => {
    test.describe.configure({ mode: 'default' });
    const installed = oneWorkerInstalled(
      PHONE,
      (site) => startStaticServer(site.distDir, { headers: { vary: 'Origin' } }),
      (server) => {
        server.failPaths.clear();
        server.errorPaths.clear();
      },
    );

    test('8 shared links of one page and 208 other pages: the pages cache stays bounded, least recently used out first', async () => {
      // 8 shared links show what 320 did (one entry whatever the query; before the fix, one entry
      // per link); the bound itself is held by 208 distinct pages the worker fetches and stores.
      const { page, context, server } = installed();
      await page.goto(`${server.url}/en/rules/D20Tests/`);
      await waitForWorker(page);
      for (let i = 0; i < 8; i += 1) {
        await page.goto(`${server.url}/en/rules/D20Tests/?bonus=${i}&dc=15`, { waitUntil: 'commit' });
      }
      await page.goto(`${server.url}/en/rules/Dice/`);
      await waitForCached(page, 'pages', `${server.url}/en/rules/Dice/`);
      const afterLinks = await cacheCounts(page);
      console.log(`cache entries after 8 shared links: ${JSON.stringify(afterLinks)}`);
      const shared = (await pagesCached(page)).filter((path) => path.includes('D20Tests')).length;
      expect(shared, `D20Tests pages stored: ${shared} (one whatever the query)`).toBe(1);
      // 208 distinct pages kept through the worker's message, with the two read above and `first`,
      // are 211 entries: 11 past the bound (200; 250 pages showed nothing more). The caches that
      // grow with reading drop the least recently used entry first (cache-bounds.ts,
      // workbox-expiration), not the first written: a page kept first and read again offline stays;
      // the pages written after it and not read go.
      const urls = await page.evaluate(async () => {
        const manifest = (await (await fetch('/offline/en.json')).json()) as {
          files: { url: string }[];
        };
        return manifest.files
          .map((file) => file.url)
          .filter((url) => url.endsWith('/') && !/^\/en\/rules\/(D20Tests|Dice)\/$/.test(url));
      });
      expect(urls.length).toBeGreaterThan(209);
      const [first, ...rest] = urls;
      const older = rest.slice(0, 150);
      const newer = rest.slice(150, 208);
      await keep(page, [first!]);
      await keep(page, older);
      // Read `first` again with no network: the worker answers from the pages cache (and touches it).
      await context.setOffline(true);
      await page.goto(`${server.url}${first}`);
      await expect(page.locator('h1')).toBeVisible();
      await context.setOffline(false);
      await keep(page, newer);
      // The worker trims the cache right after writing the last page: wait for that, not a fixed time.
      await expect
        .poll(async () => (await pagesCached(page)).length, { message: 'pages: at most 200 entries' })
        .toBeLessThanOrEqual(200);
      const cached = await pagesCached(page);
      const counts = await cacheCounts(page);
      console.log(`cache entries after 208 kept pages: ${JSON.stringify(counts)}`);
      expect(cached.length, 'pages kept').toBeGreaterThanOrEqual(150);
      expect(cached, `${first} (read again) kept`).toContain(first);
      expect(cached, `${older[0]} (written after it, never read) dropped`).not.toContain(older[0]);
      expect(cached, `${newer.at(-1)} (the newest) kept`).toContain(newer.at(-1));
      expect(counts.assets ?? 0, `assets: ${counts.assets} entries (at most 300)`).toBeLessThanOrEqual(300);
    });

    test('a download that stops says why in Thai, keeps what it saved, offers Remove, and is not retried silently', async () => {
      const { page, server } = installed();
      await page.goto(`${server.url}/th/offline/`);
      await waitForWorker(page);
      const files = await page.evaluate(async () => {
        const manifest = (await (await fetch('/offline/th.json')).json()) as { files: { url: string }[] };
        return manifest.files.map((file) => file.url);
      });
      // One file a tenth of the way down the list: the server answers it with an error. (What
      // is before it is the part kept; it was the middle, which fetched half the language for
      // the same proof.)
      server.errorPaths.set(files[Math.floor(files.length / 10)]!, 503);
      await page.locator('[data-offline-start]').click();
      const status = page.locator('[data-offline-status]');
      await expect(status).toContainText('การดาวน์โหลดหยุดลง: เว็บไซต์ตอบกลับด้วยข้อผิดพลาด 503', {
        timeout: 120_000,
      });
      await expect(status).toContainText('โปรดลองอีกครั้งภายหลัง');
      await expect(status).not.toContainText(/Failed|HTTP|fetch/);
      const remove = page.locator('[data-offline-remove]');
      await expect(remove, 'the saved part can be removed').toBeVisible();
      // After a reload (the worker restarted nothing behind the reader's back): the part is named.
      server.errorPaths.clear();
      await page.reload();
      await expect(status).toContainText('บางส่วน');
      const kept = Number(await page.locator('[data-offline-download]').getAttribute('data-kept-files'));
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(files.length);
      await remove.click();
      await expect(remove).toBeHidden();
      expect(await page.evaluate(() => caches.has('offline-th'))).toBe(false);
    });

    test('after "Download Thai", offline: every th file cached, th pages and a new Thai search work; zh shows its offline page', async () => {
      const { page, context, consoleErrors, server } = installed();
      await page.goto(`${server.url}/th/offline/`);
      await waitForWorker(page);
      const start = page.locator('[data-offline-start]');
      await expect(start, 'the download button').toContainText('ดาวน์โหลดภาษาไทย');
      await expect(page.locator('[data-offline-size]').filter({ hasText: 'MB' })).toBeVisible();
      await start.click();
      const download = page.locator('[data-offline-download][data-downloaded-bytes]');
      await expect(download, 'the download finished').toBeVisible({ timeout: 120_000 });
      const bytes = Number(await download.getAttribute('data-downloaded-bytes'));
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
        `th download: ${bytes} bytes, ${check.files} files (${check.count} pages), ${check.missing.length} missing`,
      );
      expect(check.missing, `not cached: ${check.missing.slice(0, 5).join(', ')}`).toEqual([]);
      // A handful spread over the list (every file was checked in the cache above).
      const step = Math.floor(check.pages.length / 5);
      const sample = [0, 1, 2, 3, 4].map((i) => check.pages[i * step]!).concat(check.pages.at(-1)!);

      await context.setOffline(true);
      for (const path of sample) {
        await page.goto(`${server.url}${path}`);
        // A moved rule's address is a redirect page: it goes on to the rule's page (cached too).
        await expect(page.locator('h1').first(), `${path} offline has a heading`).toBeAttached({
          timeout: scaledTimeout(5000),
        });
        await expect(
          page.locator('[data-offline-missing]:not([hidden])'),
          `${path} offline shows the offline notice`,
        ).toHaveCount(0);
      }
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Sans Thai"', 'ความได้เปรียบ');
      });
      expect(fonts, 'Noto Sans Thai draws Thai offline (fonts cached whatever Vary says)').toBe(true);
      const input = await openSearch(page);
      await input.fill('ความได้เปรียบ');
      const links = page.locator('#starlight__search .pagefind-ui__result-link');
      await expect(links.first(), 'a Thai result offline').toBeAttached();
      const hits = await links.evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      expect(
        hits.length > 0 && hits.every((hit) => hit.startsWith('/th/')),
        `Thai hits ${hits.join(', ')}`,
      ).toBe(true);
      await page.keyboard.press('Escape');

      // Chinese was never downloaded: its offline page, in Chinese, and an honest search.
      await page.goto(`${server.url}/zh/rules/Combat/`);
      const notice = page.locator('[data-offline-missing]');
      await expect(notice, 'the zh offline notice').toBeVisible({ timeout: scaledTimeout(5000) });
      await expect(notice.locator('h2'), 'zh offline title').toHaveText('你处于离线状态');
      await expect(page.locator('html'), 'zh page language').toHaveAttribute('lang', 'zh-CN');
      const zhInput = await openSearch(page);
      await zhInput.fill('豁免');
      const said = page.locator('#starlight__search .search-offline-notice');
      await expect(said, 'the search says the index is not downloaded').toBeVisible();
      await expect(said, 'notice').toContainText('搜索索引');
      expect(
        await page.locator('#starlight__search .pagefind-ui__message').isVisible(),
        'no "no results" message for an index that is not there',
      ).toBe(false);
      await context.setOffline(false);
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    });
  });
});
