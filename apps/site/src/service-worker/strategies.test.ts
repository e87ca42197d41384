/**
 * The worker's strategies (Workbox's NetworkFirst, CacheFirst, NetworkOnly with this site's
 * plugins), run as the worker runs them: the real workbox-strategies classes, a local HTTP server
 * for the network (its answers are same-origin `basic` ones, as in a worker), an in-memory Cache
 * Storage and a stand-in for the worker's ExtendableEvent.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundedCache } from './cache-bounds.ts';
import { workerStrategies } from './strategies.ts';

// Workbox's logger reads `self` when it loads unless this is set (imports run after vi.hoisted).
vi.hoisted(() => {
  (globalThis as { __WB_DISABLE_DEV_LOGS?: boolean }).__WB_DISABLE_DEV_LOGS = true;
});

/** Cache Storage in memory: entries by address (query included, as the real one keys them). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));

class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.named.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.named.set(name, cache);
    }
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }
  async match(request: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.named.keys()];
    for (const name of names) {
      const found = await this.named.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/** The worker's ExtendableEvent: what is handed to waitUntil is awaited by `settled()`. */
class TestEvent extends Event {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise.catch(() => undefined));
  }
  async settled(): Promise<void> {
    for (let seen = 0; seen < this.pending.length; seen = this.pending.length)
      await Promise.all(this.pending);
  }
}

/** The network: what each path answers, how long it holds the answer, the requests it saw. */
const answers = new Map<string, { status?: number; body: string | Buffer; type?: string }>();
const held = new Map<string, Promise<void>>();
const seen: { path: string; cacheControl: string | undefined }[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    seen.push({ path, cacheControl: request.headers['cache-control'] });
    await held.get(path);
    const answer = answers.get(path.split('?')[0]!);
    if (!answer) return void response.writeHead(404).end('missing');
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete (globalThis as { __WB_DISABLE_DEV_LOGS?: boolean }).__WB_DISABLE_DEV_LOGS;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let storage: MemoryCaches;
let offline: boolean;
const touched: string[] = [];
const keptAfterWrite: string[] = [];
let downloads: string[] = [];

beforeEach(() => {
  storage = new MemoryCaches();
  offline = false;
  answers.clear();
  held.clear();
  seen.length = 0;
  touched.length = 0;
  keptAfterWrite.length = 0;
  downloads = [];
  const realFetch = globalThis.fetch;
  // As the worker is bundled: Workbox's development checks and messages left out.
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('self', { caches: storage, __WB_DISABLE_DEV_LOGS: true });
  vi.stubGlobal('ExtendableEvent', TestEvent);
  vi.stubGlobal('FetchEvent', class extends TestEvent {});
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function strategies(networkTimeoutSeconds?: number) {
  return workerStrategies({
    precache: 'precache-b1',
    downloadCaches: async () => downloads,
    offlinePage: async (url) => new Response(`offline page for ${new URL(url).pathname}`),
    bounds: {
      touch: async (cache: BoundedCache, url: string) => void touched.push(`${cache} ${url}`),
      kept: async (cache: BoundedCache, url: string) => void keptAfterWrite.push(`${cache} ${url}`),
    },
    networkTimeoutSeconds,
  });
}

async function run(strategy: { handle: (options: never) => Promise<Response> }, path: string) {
  const event = new TestEvent('fetch');
  const response = await strategy.handle({ event, request: new Request(`${origin}${path}`) } as never);
  const text = await response.text();
  await event.settled();
  return { status: response.status, text };
}

const stored = async (cache: string, path: string) =>
  (await storage.named.get(cache)?.match(`${origin}${path}`))?.text();

describe('pages: network first', () => {
  it('online: the network answer, fetched revalidated, kept once per address without its query', async () => {
    answers.set('/th/rules/', { body: 'page v2' });
    const { text } = await run(strategies().pages, '/th/rules/?shared=1#x');
    expect(text).toBe('page v2');
    // cache: 'no-cache' is sent as `max-age=0` (the Fetch standard's header for that mode).
    expect(seen).toEqual([{ path: '/th/rules/?shared=1', cacheControl: 'max-age=0' }]);
    expect([...(storage.named.get('pages')?.entries.keys() ?? [])]).toEqual([`${origin}/th/rules/`]);
    expect(keptAfterWrite).toEqual([`pages ${origin}/th/rules/`]);
  });

  it('online with an error answer: the answer as it is, nothing kept, the cached copy untouched', async () => {
    answers.set('/th/rules/', { status: 500, body: 'server error' });
    await (await storage.open('pages')).put(`${origin}/th/rules/`, new Response('page v1'));
    expect(await run(strategies().pages, '/th/rules/')).toEqual({ status: 500, text: 'server error' });
    expect(await stored('pages', '/th/rules/')).toBe('page v1');
    expect(keptAfterWrite).toEqual([]);
  });

  it('offline: the downloaded language first, then the pages read, then the precache; a hit in pages is touched', async () => {
    offline = true;
    downloads = ['offline-th'];
    await (await storage.open('precache-b1')).put(`${origin}/th/`, new Response('precached'));
    await (await storage.open('pages')).put(`${origin}/th/`, new Response('read before'));
    expect((await run(strategies().pages, '/th/?q=1')).text).toBe('read before');
    expect(touched).toEqual([`pages ${origin}/th/`]);
    await (await storage.open('offline-th')).put(`${origin}/th/`, new Response('downloaded'));
    expect((await run(strategies().pages, '/th/')).text).toBe('downloaded');
    await (await storage.open('pages')).delete(`${origin}/th/`);
    await (await storage.open('offline-th')).delete(`${origin}/th/`);
    expect((await run(strategies().pages, '/th/')).text).toBe('precached');
    expect(touched).toEqual([`pages ${origin}/th/`]); // the download cache and the precache are not bounded
  });

  it("offline with no copy anywhere: the language's offline page, never an error", async () => {
    offline = true;
    expect(await run(strategies().pages, '/zh/rules/Nowhere/')).toEqual({
      status: 200,
      text: 'offline page for /zh/rules/Nowhere/',
    });
  });

  it('a slow network: the cached copy after the timeout, and the late answer still replaces it', async () => {
    answers.set('/th/', { body: 'fresh' });
    let release = () => {};
    held.set('/th/', new Promise<void>((resolve) => (release = resolve)));
    await (await storage.open('pages')).put(`${origin}/th/`, new Response('cached'));
    const event = new TestEvent('fetch');
    const response = await strategies(0.05).pages.handle({
      event,
      request: new Request(`${origin}/th/`),
    } as never);
    expect(await response.text()).toBe('cached');
    release();
    await event.settled();
    expect(await stored('pages', '/th/')).toBe('fresh');
    expect(keptAfterWrite).toEqual([`pages ${origin}/th/`]);
  });

  it('a slow network and nothing cached: waits for the network', async () => {
    answers.set('/th/', { body: 'slow but there' });
    let release = () => {};
    held.set('/th/', new Promise<void>((resolve) => (release = resolve)));
    const answer = run(strategies(0.05).pages, '/th/');
    setTimeout(release, 100);
    expect((await answer).text).toBe('slow but there');
  });
});

describe('fonts, hashed assets, search chunks: cache first', () => {
  const FONT = Buffer.from('wOF2 font bytes of a subset');
  const fontPath = `/fonts/noto-sans-thai-400-1.${createHash('sha256').update(FONT).digest('hex').slice(0, 10)}.woff2`;

  it('a font: the downloaded language, then the assets cache; fetched once, kept only when it hashes to its name', async () => {
    answers.set(fontPath, { body: FONT, type: 'font/woff2' });
    const first = await run(strategies().fonts, `${fontPath}?v=1`);
    expect(first.status).toBe(200);
    expect(keptAfterWrite).toEqual([`assets ${origin}${fontPath}`]);
    await run(strategies().fonts, fontPath);
    expect(seen.map((request) => request.path)).toEqual([`${fontPath}?v=1`]); // the second from the cache
    expect(touched).toEqual([`assets ${origin}${fontPath}`]);
    downloads = ['offline-th'];
    await (await storage.open('offline-th')).put(`${origin}${fontPath}`, new Response('downloaded font'));
    expect((await run(strategies().fonts, fontPath)).text).toBe('downloaded font');
  });

  it("a font whose body is not its name's (a portal's page with status 200): served, never kept", async () => {
    answers.set(fontPath, { body: '<html>log in to the Wi-Fi</html>', type: 'text/html' });
    expect((await run(strategies().fonts, fontPath)).text).toBe('<html>log in to the Wi-Fi</html>');
    expect(storage.named.get('assets')?.entries.size ?? 0).toBe(0);
    expect(keptAfterWrite).toEqual([]);
  });

  it('a hashed asset: the copy kept for old pages first; a 404 is not kept', async () => {
    await (await storage.open('page-assets')).put(
      `${origin}/_astro/old.js`,
      new Response('kept for an old page'),
    );
    await (await storage.open('assets')).put(`${origin}/_astro/old.js`, new Response('older copy'));
    expect((await run(strategies().hashedAssets, '/_astro/old.js')).text).toBe('kept for an old page');
    expect(await run(strategies().hashedAssets, '/_astro/gone.js')).toEqual({ status: 404, text: 'missing' });
    expect(await stored('assets', '/_astro/gone.js')).toBeUndefined();
  });

  it('a search chunk neither cached nor reachable: the strategy fails (the worker tells the page)', async () => {
    offline = true;
    await expect(run(strategies().searchChunks, '/pagefind/th/chunk.pf_fragment')).rejects.toThrow();
    offline = false;
    answers.set('/pagefind/th/chunk.pf_fragment', { body: 'chunk', type: 'application/octet-stream' });
    await run(strategies().searchChunks, '/pagefind/th/chunk.pf_fragment');
    expect(keptAfterWrite).toEqual([`search ${origin}/pagefind/th/chunk.pf_fragment`]);
  });
});

describe('review data and download files', () => {
  it('review data: the network first, revalidated; offline the copy kept when it was read', async () => {
    answers.set('/th/review/D20Tests.json', { body: '{"v":2}', type: 'application/json' });
    expect((await run(strategies().reviewData, '/th/review/D20Tests.json')).text).toBe('{"v":2}');
    expect(seen[0]?.cacheControl).toBe('max-age=0');
    offline = true;
    expect((await run(strategies().reviewData, '/th/review/D20Tests.json?x')).text).toBe('{"v":2}');
    expect(touched).toEqual([`review ${origin}/th/review/D20Tests.json`]);
    await expect(run(strategies().reviewData, '/th/review/Other.json')).rejects.toThrow();
  });

  it("a rule page's English file offline: the copy kept when it was read, else the downloaded language's", async () => {
    offline = true;
    downloads = ['offline-th'];
    await expect(run(strategies().reviewData, '/th/rules/Dice/english.json')).rejects.toThrow();
    await (await storage.open('offline-th')).put(
      `${origin}/th/rules/Dice/english.json`,
      new Response('{"d":1}'),
    );
    expect((await run(strategies().reviewData, '/th/rules/Dice/english.json')).text).toBe('{"d":1}');
    await (await storage.open('review')).put(`${origin}/th/rules/Dice/english.json`, new Response('{"r":1}'));
    expect((await run(strategies().reviewData, '/th/rules/Dice/english.json')).text).toBe('{"r":1}');
  });

  it('download files: the network, never kept; offline a downloaded copy, else a failure', async () => {
    answers.set('/offline/th.json', { body: '{"files":[]}', type: 'application/json' });
    expect((await run(strategies().downloadFiles, '/offline/th.json')).text).toBe('{"files":[]}');
    expect(storage.named.size).toBe(0);
    offline = true;
    downloads = ['offline-th'];
    await (await storage.open('offline-th')).put(`${origin}/offline/th.json`, new Response('{"kept":1}'));
    expect((await run(strategies().downloadFiles, '/offline/th.json')).text).toBe('{"kept":1}');
    await expect(run(strategies().downloadFiles, '/offline/zh.json')).rejects.toThrow();
  });
});
