/**
 * Browser contexts kept for a worker's life, one per set of context options, so that a check's
 * page does not pay for a new context. A new context's first page starts a renderer and loads
 * the site cold: about 2.1 CPU-seconds for a trivial check against 1.35 in a kept context (20
 * checks, 2 cores; docs/DECISIONS.md). Each kept context holds a blank page open, which keeps
 * its renderer warm.
 *
 * What a test sees is what a fresh context gives: when a test ends, the pages it opened are
 * closed and the site's cookies, storage, caches and service workers are cleared
 * (`Storage.clearDataForOrigin`), with permissions and the network state reset. One thing is
 * kept, as a returning reader's browser keeps it: the HTTP cache of the build's content-hashed
 * files (JS, CSS, font subsets; the site's server sends the hosts' Cache-Control, and HTML is
 * revalidated), with the code V8 compiled from them. A check that measures a cold load empties it
 * first (`emptyHttpCache`; support/font-requests.ts does).
 * A context is fresh, made for the test and closed after it, when:
 * - the test already has a page with the same options (two pages of one test never share storage);
 * - it allows service workers (the offline checks: a worker outlives its pages);
 * - the lease asks for it (a retry, which records a trace).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export interface PooledPage {
  page: Page;
  context: BrowserContext;
  /** Closes the page (and the context when it was made for this test alone). */
  close: () => Promise<void>;
}

/** A test's use of the pool: `open` a page per call, `end` when the test is over. */
export interface Lease {
  open: (options: BrowserContextOptions) => Promise<PooledPage>;
  end: () => Promise<void>;
}

export interface ContextPool {
  lease: (options?: { fresh?: boolean }) => Lease;
  close: () => Promise<void>;
}

interface Kept {
  context: BrowserContext;
  blank: Page;
}

/** The same options in any key order give the same key. */
function optionsKey(options: BrowserContextOptions): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, sorted(item)]),
      );
    }
    return value;
  };
  return JSON.stringify(sorted(options));
}

/**
 * Clears what the site at `origin` left in a context (cookies, storage, caches, service workers)
 * and resets its permissions and network state, through `page` (any open page of the context).
 * The pool does it between tests, and so does a shared tab (support/shared-page.ts).
 */
export async function clearSiteState(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const session = await context.newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await session.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
}

/** Empties the HTTP cache of the page's context (a cold load follows). */
export async function emptyHttpCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Network.clearBrowserCache');
  } finally {
    await session.detach();
  }
}

/** Leaves a kept context as a new one would be, for the site at `origin`. */
async function reset(kept: Kept, origin: string): Promise<void> {
  for (const page of kept.context.pages()) if (page !== kept.blank) await page.close();
  await clearSiteState(kept.context, kept.blank, origin);
}

export function createContextPool(browser: Browser, origin: string): ContextPool {
  const kept = new Map<string, Kept>();

  const keptFor = async (key: string, options: BrowserContextOptions): Promise<Kept> => {
    const found = kept.get(key);
    if (found) return found;
    const context = await browser.newContext(options);
    const blank = await context.newPage();
    const made = { context, blank };
    kept.set(key, made);
    return made;
  };

  return {
    lease: ({ fresh = false } = {}) => {
      const used = new Map<string, Kept>();
      const own: BrowserContext[] = [];
      return {
        open: async (options) => {
          const key = optionsKey(options);
          if (fresh || used.has(key) || options.serviceWorkers === 'allow') {
            const context = await browser.newContext(options);
            own.push(context);
            const page = await context.newPage();
            return { page, context, close: () => context.close() };
          }
          const entry = await keptFor(key, options);
          used.set(key, entry);
          const page = await entry.context.newPage();
          return { page, context: entry.context, close: () => page.close() };
        },
        end: async () => {
          for (const context of own) await context.close().catch(() => {});
          for (const [key, entry] of used) {
            // A context that cannot be reset is dropped: the next test gets a new one.
            await reset(entry, origin).catch(async () => {
              kept.delete(key);
              await entry.context.close().catch(() => {});
            });
          }
        },
      };
    },
    close: async () => {
      for (const entry of kept.values()) await entry.context.close().catch(() => {});
      kept.clear();
    },
  };
}
