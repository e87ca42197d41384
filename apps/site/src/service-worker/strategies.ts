/**
 * The worker's run-time strategies: Workbox's (workbox-strategies) NetworkFirst, CacheFirst and
 * NetworkOnly, run by sw.ts's one fetch handler, with what this site adds as Workbox plugins: the
 * cache key (an address without its query), the caches looked in and their order, what may be
 * kept (a font only when it is the font its name hashes), the bounds after a write, and the
 * `cache: 'no-cache'` of a page's request.
 */
import { CacheFirst, NetworkFirst, NetworkOnly, type StrategyOptions } from 'workbox-strategies';
import type { BoundedCache } from './cache-bounds.ts';
import { CACHE, MAX_ENTRIES, pageCacheKey, requestKind } from './offline-rules.ts';
import { verifiedFont } from './verify-font.ts';

type StrategyPlugin = NonNullable<StrategyOptions['plugins']>[number];

const BOUNDED = Object.keys(MAX_ENTRIES) as BoundedCache[];

function boundedCacheNamed(cacheName: string): BoundedCache | undefined {
  return BOUNDED.find((cache) => CACHE[cache] === cacheName);
}

/**
 * The first of `cacheNames` holding `url` (`Vary` ignored: astro preview and some hosts send
 * `Vary: Origin`), and the name of the cache it came from.
 */
async function firstHit(
  cacheNames: readonly string[],
  url: string,
): Promise<{ found: Response; name: string } | undefined> {
  for (const name of cacheNames) {
    const found = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (found) return { found, name };
  }
  return undefined;
}

/** Read and written under the address without query or fragment (320 shared links of a page: 1 entry). */
const keyWithoutQuery: StrategyPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

/** The bounds of the caches that grow (cache-bounds.ts: least recently used first). */
export interface CacheBounds {
  /** `url` in `cache` was just used: it is the most recently used. */
  touch: (cache: BoundedCache, url: string) => Promise<void>;
  /** `url` was written to `cache`: touched, then the cache cut to its bound. */
  kept: (cache: BoundedCache, url: string) => Promise<void>;
}

/**
 * The cached answer looked up in `cacheNames()`, in order (the strategy's own cache among them),
 * instead of the strategy's cache alone; a hit makes its entry the most recently used of its
 * bounded cache.
 */
function lookIn(cacheNames: () => Promise<readonly string[]>, { touch }: CacheBounds): StrategyPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cacheName, cachedResponse, request }) => {
      for (const name of await cacheNames()) {
        const found = name === cacheName ? cachedResponse : (await firstHit([name], request.url))?.found;
        if (!found) continue;
        const bounded = boundedCacheNamed(name);
        if (bounded) await touch(bounded, request.url).catch(() => undefined);
        return found;
      }
      return null;
    },
  };
}

/**
 * A page from the network: requested revalidated (`cache: 'no-cache'`, never a stale copy from
 * the HTTP cache); a 200 same-origin answer kept, then the pages cut to their bound. When the
 * timeout has already answered with the cached copy, the event still lasts until the late answer
 * is kept or refused (Workbox waits for the race only), so the next visit gets the new page.
 */
function pageFromNetwork({ kept }: CacheBounds): StrategyPlugin {
  const settle = (state: { settle?: unknown } | undefined) => (state?.settle as (() => void) | undefined)?.();
  return {
    requestWillFetch: async ({ request, event, state }) => {
      event.waitUntil(new Promise<void>((resolve) => Object.assign(state ?? {}, { settle: resolve })));
      return new Request(request, { cache: 'no-cache' });
    },
    fetchDidFail: async ({ state }) => settle(state),
    cacheWillUpdate: async ({ response, state }) => {
      if (response.status === 200 && response.type === 'basic') return response;
      settle(state);
      return null;
    },
    cacheDidUpdate: async ({ request, state }) => {
      try {
        await kept('pages', request.url);
      } finally {
        settle(state);
      }
    },
  };
}

/** Only what `copy` returns is cached (null: nothing): e.g. a 200 answer, or a font that is the font its name hashes. */
function keepOnly(copy: (response: Response, url: string) => Promise<Response | null>): StrategyPlugin {
  return { cacheWillUpdate: async ({ request, response }) => copy(response, request.url) };
}

function bounded(cache: BoundedCache, { kept }: CacheBounds): StrategyPlugin {
  return { cacheDidUpdate: async ({ request }) => kept(cache, request.url) };
}

/** What of a network answer may be cached: a 200 answer; a font only when it is the font its name hashes. */
async function cacheableCopy(response: Response, url: string): Promise<Response | null> {
  if (response.status !== 200) return null;
  const { pathname } = new URL(url);
  if (requestKind(pathname) !== 'font') return response;
  const checked = await verifiedFont(response, pathname);
  return 'font' in checked ? checked.font : null;
}

/** Cache first over `lookInCaches` (`Vary` ignored), else the network, kept in `keepIn` (bounded). */
function cacheFirst(
  lookInCaches: () => Promise<readonly string[]>,
  keepIn: BoundedCache,
  bounds: CacheBounds,
): CacheFirst {
  return new CacheFirst({
    cacheName: CACHE[keepIn],
    matchOptions: { ignoreVary: true },
    plugins: [
      keyWithoutQuery,
      lookIn(lookInCaches, bounds),
      keepOnly(cacheableCopy),
      bounded(keepIn, bounds),
    ],
  });
}

export interface WorkerCaches {
  /** This build's precache (`precache-<build>`). */
  precache: string;
  /** The caches of the languages downloaded for offline use, now. */
  downloadCaches: () => Promise<readonly string[]>;
  /** The language's offline page for an address (from the precache). */
  offlinePage: (url: string) => Promise<Response>;
  bounds: CacheBounds;
  /** Seconds a page waits for the network before a cached copy is shown (the fetch goes on); 4. */
  networkTimeoutSeconds?: number;
}

/** One strategy per kind of request the fetch handler answers. */
export function workerStrategies({
  precache,
  downloadCaches,
  offlinePage,
  bounds,
  networkTimeoutSeconds = 4,
}: WorkerCaches) {
  return {
    /**
     * Pages: the network first, revalidated, kept by address without query (a 200 same-origin
     * answer); after 4 s, or offline, the downloaded language, the pages read before or the
     * precache; else the language's offline page, never the browser's error page.
     */
    pages: new NetworkFirst({
      cacheName: CACHE.pages,
      networkTimeoutSeconds,
      matchOptions: { ignoreVary: true },
      plugins: [
        keyWithoutQuery,
        lookIn(async () => [...(await downloadCaches()), CACHE.pages, precache], bounds),
        pageFromNetwork(bounds),
        { handlerDidError: async ({ request }) => offlinePage(request.url) },
      ],
    }),
    fonts: cacheFirst(async () => [...(await downloadCaches()), CACHE.assets], 'assets', bounds),
    /** Older hashed assets: kept for pages cached before an update, else fetched and kept. */
    hashedAssets: cacheFirst(async () => [CACHE.pageAssets, CACHE.assets], 'assets', bounds),
    /** Pagefind chunks: a downloaded language's, or fetched and kept. */
    searchChunks: cacheFirst(async () => [...(await downloadCaches()), CACHE.search], 'search', bounds),
    /**
     * The review page's data and a rule page's English file: the network first (a new build's data
     * wins), else the copy kept when the reader opened it online, so a section already opened can be
     * reviewed offline, or the downloaded language's English file (download-manifests.ts).
     */
    reviewData: new NetworkFirst({
      cacheName: CACHE.review,
      fetchOptions: { cache: 'no-cache' },
      matchOptions: { ignoreVary: true },
      plugins: [
        keyWithoutQuery,
        lookIn(async () => [CACHE.review, ...(await downloadCaches())], bounds),
        keepOnly(async (response) => (response.status === 200 ? response : null)),
        bounded('review', bounds),
      ],
    }),
    /** Download manifests and other Pagefind files: the network, or a downloaded copy offline. */
    downloadFiles: new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) =>
            (await firstHit(await downloadCaches(), pageCacheKey(request.url)))?.found,
        },
      ],
    }),
  };
}
