/**
 * The service worker (/sw.js, bundled by integrations/service-worker.ts with this build's precache
 * list). How the site works offline and how an update takes effect (docs/DECISIONS.md):
 * - install: this build's JS/CSS, Pagefind entry files, icons, manifests and the localized offline
 *   pages are precached (`precache-<build>`; files an older precache already holds at the same
 *   revision are copied, not fetched); then the pages kept offline and every downloaded language
 *   are fetched again so they name this build's assets. A page that cannot be fetched keeps its
 *   old copy;
 * - activate: the hashed CSS/JS that a still-old cached page names are copied out of the old
 *   precache (`page-assets`) before it is deleted, so that page stays styled and its calculators
 *   load; a cached page whose assets are nowhere is dropped (the offline page is shown instead);
 *   fonts cached before the font check (verify-font.ts) are checked once;
 * - fetch: one handler, a Workbox strategy per kind of request (strategies.ts): pages network
 *   first and never the browser's error page; fonts, older hashed assets and Pagefind chunks cache
 *   first; the review data and a rule page's English file network first, else the copy kept.
 * Every cache is bounded (offline-rules.ts MAX_ENTRIES, least recently used first), a download
 * cache exactly its manifest, page-assets exactly what cached pages name.
 */

import type { NetworkFirst } from 'workbox-strategies';
import { expire, kept, touch } from './cache-bounds.ts';
import {
  assetPathsInHtml,
  CACHE,
  DOWNLOAD_HEADER,
  downloadCacheName,
  downloadManifestPath,
  importedAssetPaths,
  localeOfPath,
  offlinePagePath,
  pageCacheKey,
  precacheUrl,
  requestKind,
  searchChunkLocale,
} from './offline-rules.ts';
import { workerStrategies } from './strategies.ts';
import { FETCH_ATTEMPTS, revisionOf, storedManifest, syncDownload } from './sync-download.ts';
import { verifiedFont } from './verify-font.ts';
import type { DownloadManifest, FetchEvent, PrecacheEntry, WorkerScope } from './worker-types.ts';

declare const __PRECACHE__: readonly PrecacheEntry[];
declare const __BUILD__: string;
declare const __LOCALES__: readonly string[];

const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;
const PRECACHE = `${CACHE.precachePrefix}${__BUILD__}`;
const REVISION_HEADER = 'x-polyhedral-revision';
/** Same-origin address (no query) -> precache entry. */
const precached = new Map(__PRECACHE__.map((entry) => [`${origin}${precacheUrl(entry.url)}`, entry]));
/** Pages and languages fetched again by this worker's install: they name this build's assets. */
const refreshed = new Set<string>();

/** A copy of `response` that a cache can hold with its revision. */
async function withRevision(response: Response, revision: string | null): Promise<Response> {
  const headers = new Headers(response.headers);
  if (revision) headers.set(REVISION_HEADER, revision);
  return new Response(await response.blob(), { status: response.status, headers });
}

async function precacheAll(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  const older = (await caches.keys()).filter(
    (name) => name.startsWith(CACHE.precachePrefix) && name !== PRECACHE,
  );
  const queue = [...precached.entries()];
  const one = async ([key, entry]: [string, PrecacheEntry]) => {
    if (await cache.match(key)) return;
    for (const name of older) {
      const old = await (await caches.open(name)).match(key);
      const same = old && old.headers.get(REVISION_HEADER) === (entry.revision ?? '');
      // An older copy is taken only when its bytes are the build's (one cached before this check was not).
      if (old && same && (await revisionOf(await old.clone().arrayBuffer())) === entry.sha256) {
        await cache.put(key, old);
        return;
      }
    }
    // Checked against the build's hash before it is cached: a body altered on the way is fetched
    // again past the HTTP cache, and the install fails (the old worker stays) if it stays altered.
    for (let attempt = 0; attempt < FETCH_ATTEMPTS; attempt += 1) {
      const response = await fetch(key, {
        cache: attempt === 0 ? 'no-cache' : 'reload',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`precache ${key}: HTTP ${response.status}`);
      const body = await response.arrayBuffer();
      if ((await revisionOf(body)) !== entry.sha256) continue;
      await cache.put(key, await withRevision(new Response(body, response), entry.revision ?? ''));
      return;
    }
    throw new Error(`precache ${key}: the file received is not the file built`);
  };
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await one(next);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/** Fetches a page again; a page the site no longer has is dropped, a failure keeps the old copy. */
async function refreshPage(cache: Cache, key: string): Promise<void> {
  const response = await fetch(key, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.status === 200) {
    await cache.put(key, response);
    await touch('pages', key);
    refreshed.add(key);
  } else if (response.status === 404 || response.status === 410) await cache.delete(key);
}

async function refreshPages(): Promise<void> {
  const cache = await caches.open(CACHE.pages);
  for (const request of await cache.keys()) {
    const key = pageCacheKey(request.url);
    // An older worker stored shared links under their query string: keep one copy per page.
    if (key !== request.url) {
      const copy = await cache.match(request);
      await cache.delete(request);
      if (copy && !(await cache.match(key))) await cache.put(key, copy);
    }
    await refreshPage(cache, key).catch(() => undefined);
  }
  await expire('pages');
}

async function downloadedLocales(): Promise<string[]> {
  return (await caches.keys())
    .filter((name) => name.startsWith(CACHE.downloadPrefix))
    .map((name) => name.slice(CACHE.downloadPrefix.length));
}

async function refreshDownloads(): Promise<void> {
  for (const locale of await downloadedLocales()) {
    try {
      const cache = await caches.open(downloadCacheName(locale));
      // A download that stopped (a full device, a dropped connection) is not retried behind the
      // reader's back: only a finished one is kept up to date; the page offers the rest.
      if (!(await storedManifest(cache, origin, locale))) continue;
      const response = await fetch(`${origin}${downloadManifestPath(locale)}`, { cache: 'no-cache' });
      if (!response.ok) continue;
      const manifest = (await response.json()) as DownloadManifest;
      await syncDownload(manifest, cache, origin);
      refreshed.add(downloadCacheName(locale));
    } catch {
      // Offline or interrupted: the download stays as it was (its pages keep their assets).
    }
  }
}

/** Every cached HTML page that was not fetched again: [cache, key, text]. */
async function outdatedPages(): Promise<[Cache, Request, string][]> {
  const names = [CACHE.pages, ...(await downloadedLocales()).map(downloadCacheName)];
  const pages: [Cache, Request, string][] = [];
  for (const name of names) {
    if (refreshed.has(name)) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (refreshed.has(request.url)) continue;
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      pages.push([cache, request, await response.text()]);
    }
  }
  return pages;
}

/**
 * Keeps the hashed CSS/JS that outdated cached pages need and this build's precache lacks (pages
 * that could not be fetched again during the update): the files the page names and every chunk
 * those load, copied from wherever they still are. A page whose assets are gone everywhere is
 * dropped from the cache so it is never shown unstyled.
 */
async function keepAssetsOfCachedPages(): Promise<void> {
  const kept = await caches.open(CACHE.pageAssets);
  const needed = new Set<string>();
  const keep = async (url: string): Promise<boolean> => {
    if (needed.has(url) || precached.has(url)) return true;
    const copy = (await kept.match(url)) ?? (await caches.match(url));
    if (!copy) return false;
    needed.add(url);
    if (url.endsWith('.js')) {
      const imports = importedAssetPaths(await copy.clone().text()).map((path) => `${origin}${path}`);
      for (const imported of imports) if (!(await keep(imported))) return false;
    }
    await kept.put(url, copy);
    return true;
  };
  for (const [cache, request, html] of await outdatedPages()) {
    const assets = assetPathsInHtml(html)
      .filter((path) => path.startsWith('/_astro/'))
      .map((path) => `${origin}${path}`);
    for (const url of assets) {
      if (!(await keep(url))) {
        await cache.delete(request);
        break;
      }
    }
  }
  for (const request of await kept.keys()) {
    if (!needed.has(request.url)) await kept.delete(request);
  }
}

/** Fonts an older worker cached without checking them: each one not the font its name hashes goes. */
async function dropUnverifiedFonts(): Promise<void> {
  const cache = await caches.open(CACHE.assets);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (requestKind(pathname) !== 'font') continue;
    const response = await cache.match(request);
    if (!response || 'refused' in (await verifiedFont(response, pathname))) await cache.delete(request);
  }
}

async function deleteOldCaches(): Promise<void> {
  for (const name of await caches.keys()) {
    const oldPrecache = name.startsWith(CACHE.precachePrefix) && name !== PRECACHE;
    // The Workbox worker that came before this one.
    const workbox = name.startsWith('workbox-');
    if (oldPrecache || workbox) await caches.delete(name);
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precacheAll();
      await refreshPages().catch(() => undefined);
      await refreshDownloads();
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await keepAssetsOfCachedPages();
      await dropUnverifiedFonts().catch(() => undefined);
      await deleteOldCaches();
      await scope.clients.claim();
    })(),
  );
});

async function downloadCaches(): Promise<string[]> {
  return (await downloadedLocales()).map(downloadCacheName);
}

function localeOf(url: string): string {
  return localeOfPath(new URL(url).pathname, __LOCALES__) ?? __LOCALES__[0]!;
}

async function offlinePage(url: string): Promise<Response> {
  const page = await caches.match(`${origin}${offlinePagePath(localeOf(url))}`, { cacheName: PRECACHE });
  return page ?? Response.error();
}

const strategies = workerStrategies({
  precache: PRECACHE,
  downloadCaches,
  offlinePage,
  bounds: { touch, kept },
});

async function tellPages(message: unknown): Promise<void> {
  for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/** A search chunk neither cached nor reachable: the page says the index is not downloaded. */
async function searchChunk(event: FetchEvent): Promise<Response> {
  try {
    return await strategies.searchChunks.handle(handlerOptions(event));
  } catch {
    const locale = searchChunkLocale(new URL(event.request.url).pathname, __LOCALES__);
    await tellPages({ type: 'search-index-missing', locale });
    return new Response('', { status: 503, statusText: 'Offline' });
  }
}

/** A strategy's input: this worker's FetchEvent type stands in for the WebWorker library's. */
function handlerOptions(event: FetchEvent): Parameters<NetworkFirst['handle']>[0] {
  return { event, request: event.request } as unknown as Parameters<NetworkFirst['handle']>[0];
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== origin || request.headers.has(DOWNLOAD_HEADER)) return;
  const answer = (strategy: Pick<NetworkFirst, 'handle'>) =>
    event.respondWith(strategy.handle(handlerOptions(event)).catch(() => Response.error()));
  if (request.mode === 'navigate') {
    answer(strategies.pages);
    return;
  }
  const key = `${origin}${url.pathname}`;
  if (precached.has(key)) {
    event.respondWith(caches.match(key, { cacheName: PRECACHE }).then((hit) => hit ?? fetch(request)));
    return;
  }
  const kind = requestKind(url.pathname);
  if (kind === 'font') answer(strategies.fonts);
  else if (kind === 'hashed-asset') answer(strategies.hashedAssets);
  else if (kind === 'search-chunk') event.respondWith(searchChunk(event));
  else if (kind === 'review-data' || kind === 'reading-data') answer(strategies.reviewData);
  else if (url.pathname.startsWith('/offline/') || url.pathname.startsWith('/pagefind/')) {
    answer(strategies.downloadFiles);
  }
});

function sameOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

async function keepPage(page: string, fonts: readonly string[]): Promise<void> {
  const pages = await caches.open(CACHE.pages);
  await refreshPage(pages, pageCacheKey(page)).catch(() => undefined);
  const assets = await caches.open(CACHE.assets);
  for (const font of fonts) {
    const { pathname } = new URL(font);
    const key = `${origin}${pathname}`;
    if (requestKind(pathname) !== 'font' || (await assets.match(key, { ignoreVary: true }))) continue;
    const response = await fetch(key).catch(() => undefined);
    const copy = response ? await verifiedFont(response, pathname) : null;
    if (copy && 'font' in copy) {
      await assets.put(key, copy.font);
      await touch('assets', key);
    }
  }
  // The bounds after the writes, so the fonts are not waiting on them.
  await expire('pages');
  await expire('assets');
}

let keeping: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown; assets?: unknown } | null;
  const assets = (Array.isArray(data?.assets) ? data.assets : [])
    .map(sameOrigin)
    .filter((url) => url !== null);
  if (data?.type === 'keep-page') {
    // The page the worker was installed from loaded before any worker saw it, with its fonts.
    const page = sameOrigin(data.url);
    if (page) {
      // One at a time, so the bound holds after every page (500 messages in a row stay within it).
      keeping = keeping.then(() => keepPage(page, assets)).catch(() => undefined);
      event.waitUntil(keeping);
    }
  } else if (data?.type === 'is-current') {
    // Whether every hashed asset a page names belongs to this build (else the page reloads once).
    event.ports[0]?.postMessage({ current: assets.every((url) => precached.has(url)) });
  }
});
