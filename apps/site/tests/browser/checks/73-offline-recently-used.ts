import type { Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { type StaticServer, startStaticServer } from '../../../tools/static-server.ts';
import { test as base, expect } from '../fixtures.ts';
import { waitForWorker } from '../support/offline.ts';

/**
 * The caches that grow with reading drop the least recently used entry first (cache-bounds.ts,
 * workbox-expiration), not the first written: a page kept first and read again offline stays when
 * 250 newer pages pass the pages cache's bound of 200; the pages written after it and not read go.
 */
const test = base.extend<{ server: StaticServer }>({
  server: async ({ site }, use) => {
    const server = await startStaticServer(site.distDir, { headers: { vary: 'Origin' } });
    await use(server);
    await server.close();
  },
});

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

// Cut off on purpose: the browser logs each refused request.
test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/] });

test('a page read again offline outlives 250 newer pages; the unread older ones go first', async ({
  newPage,
  server,
}) => {
  test.setTimeout(scaledTimeout(600_000));
  const { page, context } = await newPage({ serviceWorkers: 'allow' });
  await page.goto(`${server.url}/en/rules/Dice/`);
  await waitForWorker(page);
  const urls = await page.evaluate(async () => {
    const manifest = (await (await fetch('/offline/en.json')).json()) as { files: { url: string }[] };
    return manifest.files
      .map((file) => file.url)
      .filter((url) => url.endsWith('/') && url !== '/en/rules/Dice/');
  });
  expect(urls.length).toBeGreaterThan(251);
  const [first, ...rest] = urls;
  const older = rest.slice(0, 150);
  const newer = rest.slice(150, 250);
  await keep(page, [first!]);
  await keep(page, older);
  // Read `first` again with no network: the worker answers from the pages cache (and touches it).
  await context.setOffline(true);
  await page.goto(`${server.url}${first}`);
  await expect(page.locator('h1')).toBeVisible();
  await context.setOffline(false);
  await keep(page, newer);
  await expect
    .poll(async () => (await pagesCached(page)).length, { message: 'pages: at most 200 entries' })
    .toBeLessThanOrEqual(200);
  const cached = await pagesCached(page);
  expect(cached, `${first} (read again) kept`).toContain(first);
  expect(cached, `${older[0]} (written after it, never read) dropped`).not.toContain(older[0]);
  expect(cached, `${newer.at(-1)} (the newest) kept`).toContain(newer.at(-1));
});
