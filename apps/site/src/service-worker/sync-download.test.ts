import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadFailure, filesToFetch, revisionOf, storedManifest, syncDownload } from './sync-download.ts';
import type { DownloadManifest } from './worker-types.ts';

const ORIGIN = 'https://example.org';

/** An in-memory Cache (insertion-ordered keys, as the Cache API keeps them). */
function memoryCache(): Cache {
  const store = new Map<string, Response>();
  const key = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : 'url' in request ? request.url : request.href;
  return {
    match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      store.delete(key(request));
      store.set(key(request), response);
    },
    delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
  } as unknown as Cache;
}

/** A manifest of [url, body] pairs, each revision the body's (as the build writes it). */
async function manifest(files: [string, string][]): Promise<DownloadManifest> {
  const encoder = new TextEncoder();
  return {
    locale: 'th',
    pages: files.filter(([url]) => url.endsWith('/')).length,
    bytes: files.length * 10,
    files: await Promise.all(
      files.map(async ([url, body]) => ({
        url,
        revision: await revisionOf(encoder.encode(body).buffer as ArrayBuffer),
        bytes: 10,
      })),
    ),
  };
}

/** A site serving these bodies (by path). */
function serve(bodies: Record<string, string>, fetched: string[] = []) {
  return async (url: string) => {
    fetched.push(url);
    const body = bodies[new URL(url).pathname];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncDownload', () => {
  it('fetches every file, reports progress to the total, and stores the manifest last', async () => {
    const fetched: string[] = [];
    const bodies = {
      '/th/': 'a'.repeat(10),
      '/th/rules/Dice/': 'b'.repeat(10),
      '/pagefind/index/th_1.pf_index': 'c'.repeat(10),
    };
    vi.stubGlobal('fetch', serve(bodies, fetched));
    const cache = memoryCache();
    const first = await manifest(Object.entries(bodies));
    const progress: number[] = [];
    const result = await syncDownload(first, cache, ORIGIN, ({ doneBytes, totalBytes }) => {
      progress.push(doneBytes / totalBytes);
    });
    expect(result).toEqual({ files: 3, bytes: 30 });
    expect(progress.at(-1)).toBe(1);
    expect(fetched.sort()).toEqual([
      `${ORIGIN}/pagefind/index/th_1.pf_index`,
      `${ORIGIN}/th/`,
      `${ORIGIN}/th/rules/Dice/`,
    ]);
    expect((await cache.keys()).at(-1)?.url).toBe(`${ORIGIN}/offline/th.json`);
    expect(await storedManifest(cache, ORIGIN, 'th')).toEqual(first);
  });

  it('fetches again only what changed and deletes what the manifest dropped', async () => {
    vi.stubGlobal('fetch', serve({ '/th/': 'a', '/th/old/': 'b' }));
    const cache = memoryCache();
    await syncDownload(
      await manifest([
        ['/th/', 'a'],
        ['/th/old/', 'b'],
      ]),
      cache,
      ORIGIN,
    );
    const fetched: string[] = [];
    vi.stubGlobal('fetch', serve({ '/th/': 'a2', '/th/new/': 'c' }, fetched));
    const next = await manifest([
      ['/th/', 'a2'],
      ['/th/new/', 'c'],
    ]);
    await syncDownload(next, cache, ORIGIN);
    expect(fetched.sort()).toEqual([`${ORIGIN}/th/`, `${ORIGIN}/th/new/`]);
    expect((await cache.keys()).map((request) => request.url).sort()).toEqual([
      `${ORIGIN}/offline/th.json`,
      `${ORIGIN}/th/`,
      `${ORIGIN}/th/new/`,
    ]);
  });

  it('an interrupted download is not taken as finished, and a retry fetches what is missing', async () => {
    const cache = memoryCache();
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/th/b/') ? new Response('', { status: 503 }) : new Response('ok'),
    );
    const files = await manifest([
      ['/th/a/', 'ok'],
      ['/th/b/', 'ok'],
    ]);
    await expect(syncDownload(files, cache, ORIGIN)).rejects.toMatchObject({
      code: 'http',
      params: { status: 503 },
    });
    expect(await storedManifest(cache, ORIGIN, 'th')).toBeNull();
    expect(filesToFetch(files, null)).toHaveLength(2);
  });

  it('the first failure stops every worker: no progress after it, no file fetched after it', async () => {
    const urls = Array.from({ length: 12 }, (_, index) => [`/th/p${index}/`, 'ok'] as [string, string]);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return url.endsWith('/th/p1/') ? new Response('', { status: 503 }) : new Response('ok');
    });
    const progress: number[] = [];
    const failed = syncDownload(await manifest(urls), memoryCache(), ORIGIN, ({ doneBytes }) =>
      progress.push(doneBytes),
    );
    await expect(failed).rejects.toMatchObject({ code: 'http' });
    const seen = progress.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(progress.length, 'no progress reported after the failure').toBe(seen);
    expect(fetched.length, `fetched ${fetched.length} of 12`).toBeLessThan(12);
  });

  it('a dropped connection and a full device are failures with codes, not English messages', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const files = await manifest([['/th/a/', 'ok']]);
    await expect(syncDownload(files, memoryCache(), ORIGIN)).rejects.toBeInstanceOf(DownloadFailure);
    await expect(syncDownload(files, memoryCache(), ORIGIN)).rejects.toMatchObject({ code: 'network' });
    vi.stubGlobal('fetch', async () => new Response('ok'));
    const full = memoryCache();
    full.put = async () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    await expect(syncDownload(files, full, ORIGIN)).rejects.toMatchObject({ code: 'storage' });
  });

  it('a page and a font tampered with on the way: refused, fetched again past the HTTP cache, stored as built', async () => {
    const site = { '/th/': '<p>หน้า</p>', '/fonts/th.woff2': 'wOF2 font bytes' };
    const files = await manifest(Object.entries(site));
    const attempts: { url: string; cache: RequestCache | undefined }[] = [];
    // The first answer for each file is altered (an injected script, a swapped font).
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname as keyof typeof site;
      attempts.push({ url: path, cache: init?.cache });
      const first = attempts.filter((attempt) => attempt.url === path).length === 1;
      return new Response(first ? `${site[path]}<script>evil()</script>` : site[path]);
    });
    const cache = memoryCache();
    await syncDownload(files, cache, ORIGIN);
    expect(attempts.map((attempt) => attempt.cache).sort()).toEqual([
      'no-cache',
      'no-cache',
      'reload',
      'reload',
    ]);
    for (const [path, body] of Object.entries(site)) {
      expect(await (await cache.match(`${ORIGIN}${path}`))!.text()).toBe(body);
    }
    expect(await storedManifest(cache, ORIGIN, 'th')).toEqual(files);
  });

  it('tampering that persists stops the download (integrity, naming the file); once it stops the copy is byte-identical', async () => {
    const site = { '/th/': '<p>หน้า</p>', '/fonts/th.woff2': 'wOF2 font bytes' };
    const files = await manifest(Object.entries(site));
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname as keyof typeof site;
      return new Response(path === '/fonts/th.woff2' ? 'not the font' : site[path]);
    });
    const cache = memoryCache();
    await expect(syncDownload(files, cache, ORIGIN)).rejects.toMatchObject({
      code: 'integrity',
      params: { url: '/fonts/th.woff2' },
    });
    expect(await cache.match(`${ORIGIN}/fonts/th.woff2`)).toBeUndefined();
    expect(await storedManifest(cache, ORIGIN, 'th')).toBeNull();
    vi.stubGlobal('fetch', serve(site));
    await syncDownload(files, cache, ORIGIN);
    for (const [path, body] of Object.entries(site)) {
      expect(await (await cache.match(`${ORIGIN}${path}`))!.text()).toBe(body);
    }
  });

  it('a wrong copy an older worker stored is found and fetched again at the next sync', async () => {
    const site = { '/th/': '<p>หน้า</p>', '/fonts/th.woff2': 'wOF2 font bytes' };
    const files = await manifest(Object.entries(site));
    vi.stubGlobal('fetch', serve(site));
    const cache = memoryCache();
    await syncDownload(files, cache, ORIGIN);
    // Stored before downloads were checked: a tampered font under a finished manifest.
    await cache.put(`${ORIGIN}/fonts/th.woff2`, new Response('tampered'));
    const fetched: string[] = [];
    vi.stubGlobal('fetch', serve(site, fetched));
    const result = await syncDownload(files, cache, ORIGIN);
    expect(fetched).toEqual([`${ORIGIN}/fonts/th.woff2`]);
    expect(result.files).toBe(1);
    expect(await (await cache.match(`${ORIGIN}/fonts/th.woff2`))!.text()).toBe(site['/fonts/th.woff2']);
  });
});
