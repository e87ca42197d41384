/**
 * One context with the site's service worker installed, for the offline checks of a describe that
 * runs in order in one worker (`test.describe.configure({ mode: 'default' })`): the first test
 * installs the worker (its precache of this build's files is most of what a test with a worker of
 * its own pays for), the next find it installed and nothing else of the test before.
 *
 * Between tests (`forgetAllButTheWorker`) everything but the worker and its precache is forgotten:
 * every other cache (pages, assets, page-assets, search, review, offline-<locale>), the HTTP
 * cache, cookies, storage (session storage too), permissions, the network state and every other
 * page. What is kept is what a new install would make again the same: this build's worker and
 * this build's files. A check that updates the worker, or keeps it from installing, does not
 * belong here. A failed test starts a new worker, where the next test gets a new context.
 */
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';

/** Where the context's pages go: the worker's own server, or any with a url. */
export interface Origin {
  url: string;
  close: () => Promise<void>;
}

export interface InstalledWorker<S extends Origin> {
  server: S;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors the page has shown in this test. */
  consoleErrors: string[];
}

/** Forgets all the site at `origin` left in the context but its service worker and precache. */
export async function forgetAllButTheWorker(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.setOffline(false);
  const session = await context.newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cookies,file_systems,indexeddb,local_storage,shader_cache,websql',
    });
    // A new context starts with an empty HTTP cache: what the test before fetched is not reused.
    await session.send('Network.clearBrowserCache');
  } finally {
    await session.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await page.mouse.move(0, 0);
  if (!page.url().startsWith(origin)) return;
  const left = await page.evaluate(async () => {
    sessionStorage.clear();
    for (const name of await caches.keys()) if (!name.startsWith('precache-')) await caches.delete(name);
    return { caches: await caches.keys(), stored: localStorage.length };
  });
  expect(
    left.caches.every((name) => name.startsWith('precache-')),
    `caches left: ${left.caches.join(', ')}`,
  ).toBe(true);
  expect(left.stored, 'local storage left').toBe(0);
}

/**
 * Registers the hooks in the current describe and returns the getter of its server, context and
 * page (valid inside the describe's tests). `serve` gives the origin, once for the describe (a
 * server of its own, or `siteOrigin`); `forget` resets what the server itself was told to do
 * (failing paths) between tests.
 */
export function oneWorkerInstalled<S extends Origin>(
  options: BrowserContextOptions,
  serve: (site: Site) => Promise<S>,
  forget: (server: S) => void = () => {},
): () => InstalledWorker<S> {
  let server: S | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleErrors: string[] = [];
  let used = false;
  test.beforeAll(async ({ browser, site }) => {
    server = await serve(site);
    context = await browser.newContext({
      locale: 'en-US',
      colorScheme: 'light',
      ...options,
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    used = false;
  });
  test.beforeEach(async ({ hygiene }) => {
    if (!server || !context || !page) throw new Error('installed worker: beforeAll did not run');
    if (used) {
      forget(server);
      await forgetAllButTheWorker(context, page, server.url);
    }
    used = true;
    consoleErrors = hygiene.track(page);
  });
  // What the page logs after its test (a fetch still in flight) belongs to no test.
  test.afterEach(async ({ hygiene }) => hygiene.stop());
  test.afterAll(async () => {
    await context?.close();
    await server?.close();
    context = undefined;
    page = undefined;
    server = undefined;
  });
  return () => {
    if (!server || !context || !page) throw new Error('installed worker: used outside its describe');
    return { server, context, page, consoleErrors };
  };
}

/** The worker's own server of dist/ as an origin (nothing to close). */
export const siteOrigin = async (site: Site): Promise<Origin> => ({
  url: site.baseUrl,
  close: async () => {},
});
