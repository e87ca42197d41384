import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadFailure, filesToFetch, storedManifest, syncDownload } from './sync-download.ts';
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

function manifest(files: [string, string][]): DownloadManifest {
  return {
    locale: 'th',
    pages: files.filter(([url]) => url.endsWith('/')).length,
    bytes: files.length * 10,
    files: files.map(([url, revision]) => ({ url, revision, bytes: 10 })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncDownload', () => {
  it('fetches every file, reports progress to the total, and stores the manifest last', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('x'.repeat(10), { headers: { 'content-type': 'text/html' } });
    });
    const cache = memoryCache();
    const first = manifest([
      ['/th/', 'a'],
      ['/th/rules/Dice/', 'b'],
      ['/pagefind/index/th_1.pf_index', 'c'],
    ]);
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
    vi.stubGlobal('fetch', async () => new Response('y'.repeat(10)));
    const cache = memoryCache();
    await syncDownload(
      manifest([
        ['/th/', 'a'],
        ['/th/old/', 'b'],
      ]),
      cache,
      ORIGIN,
    );
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('z'.repeat(10));
    });
    const next = manifest([
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
    const files = manifest([
      ['/th/a/', '1'],
      ['/th/b/', '2'],
    ]);
    await expect(syncDownload(files, cache, ORIGIN)).rejects.toMatchObject({
      code: 'http',
      params: { status: 503 },
    });
    expect(await storedManifest(cache, ORIGIN, 'th')).toBeNull();
    expect(filesToFetch(files, null)).toHaveLength(2);
  });

  it('the first failure stops every worker: no progress after it, no file fetched after it', async () => {
    const urls = Array.from({ length: 12 }, (_, index) => [`/th/p${index}/`, '1'] as [string, string]);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return url.endsWith('/th/p1/') ? new Response('', { status: 503 }) : new Response('ok');
    });
    const progress: number[] = [];
    const failed = syncDownload(manifest(urls), memoryCache(), ORIGIN, ({ doneBytes }) =>
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
    const files = manifest([['/th/a/', '1']]);
    await expect(syncDownload(files, memoryCache(), ORIGIN)).rejects.toBeInstanceOf(DownloadFailure);
    await expect(syncDownload(files, memoryCache(), ORIGIN)).rejects.toMatchObject({ code: 'network' });
    vi.stubGlobal('fetch', async () => new Response('ok'));
    const full = memoryCache();
    full.put = async () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    await expect(syncDownload(files, full, ORIGIN)).rejects.toMatchObject({ code: 'storage' });
  });
});
