/**
 * Brings a language's download cache (`offline-<locale>`) to a manifest: fetches the files that are
 * missing or whose revision changed, deletes the files the manifest no longer lists, and stores the
 * manifest last (its presence marks a complete download). Every file is checked against its
 * manifest revision (the first 16 hex digits of its sha256, download-manifests.ts) before it is
 * stored: a body that does not match (a proxy's error page, a tampered font) is fetched again
 * past the HTTP cache, and refused when it still does not match; a file already stored is checked
 * too, so a wrong copy an older worker kept is fetched again at the next sync. Used by the "Download <language> for
 * offline" page (offline-download.ts) and by a new worker refreshing a downloaded language.
 */
import { DOWNLOAD_HEADER, downloadManifestPath } from './offline-rules.ts';
import type { DownloadFile, DownloadManifest } from './worker-types.ts';

export interface SyncProgress {
  /** Bytes of the files to fetch (by the manifest) and of those fetched so far. */
  doneBytes: number;
  totalBytes: number;
}

export interface SyncResult {
  /** Files fetched and their bytes as received (the figure the download page reports). */
  files: number;
  bytes: number;
}

/** How many files are fetched at once. */
const PARALLEL = 6;
/** How many times a file whose body does not match its revision is fetched before the download stops. */
export const FETCH_ATTEMPTS = 3;

/** A body's revision as the build writes it: sha256, hex, first 16 digits. */
export async function revisionOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return [...digest]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

/** The files of the manifest whose stored copy is missing or not what its revision says. */
async function damagedFiles(
  files: readonly DownloadFile[],
  cache: Cache,
  origin: string,
): Promise<DownloadFile[]> {
  const damaged: DownloadFile[] = [];
  for (const file of files) {
    const stored = await cache.match(`${origin}${file.url}`);
    if (!stored || (await revisionOf(await stored.arrayBuffer())) !== file.revision) damaged.push(file);
  }
  return damaged;
}

/** The manifest stored in a download cache (a finished download), or null. */
export async function storedManifest(
  cache: Cache,
  origin: string,
  locale: string,
): Promise<DownloadManifest | null> {
  const stored = await cache.match(`${origin}${downloadManifestPath(locale)}`);
  return stored ? ((await stored.json()) as DownloadManifest) : null;
}

/** The files of `next` to fetch, given what `previous` (a finished download) holds. */
export function filesToFetch(next: DownloadManifest, previous: DownloadManifest | null): DownloadFile[] {
  const had = new Map((previous?.files ?? []).map((file) => [file.url, file.revision]));
  return next.files.filter((file) => had.get(file.url) !== file.revision);
}

/**
 * Why a download stopped, as a code the page renders in the reader's language: the connection
 * dropped (`network`), the server answered an error (`http`, with its status), a file kept arriving
 * different from what the site built (`integrity`, with its address) or the device has no room
 * left (`storage`).
 */
export class DownloadFailure extends Error {
  readonly code: 'network' | 'http' | 'storage' | 'integrity';
  readonly params: Readonly<Record<string, string | number>>;
  constructor(
    code: 'network' | 'http' | 'storage' | 'integrity',
    params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`download ${code}`);
    this.name = 'DownloadFailure';
    this.code = code;
    this.params = params;
  }
}

export async function syncDownload(
  manifest: DownloadManifest,
  cache: Cache,
  origin: string,
  onProgress: (progress: SyncProgress) => void = () => undefined,
): Promise<SyncResult> {
  const previous = await storedManifest(cache, origin, manifest.locale);
  const changed = filesToFetch(manifest, previous);
  const changedUrls = new Set(changed.map((file) => file.url));
  const unchanged = manifest.files.filter((file) => !changedUrls.has(file.url));
  const todo = [...changed, ...(await damagedFiles(unchanged, cache, origin))];
  const totalBytes = todo.reduce((sum, file) => sum + file.bytes, 0);
  let doneBytes = 0;
  let received = 0;
  // The manifest goes first out of the cache: an interrupted download is not taken as finished.
  const manifestKey = `${origin}${downloadManifestPath(manifest.locale)}`;
  await cache.delete(manifestKey);
  onProgress({ doneBytes, totalBytes });
  const queue = [...todo];
  // The first failure stops every worker before its next file, and is reported only once all
  // have stopped: no progress after it, nothing written behind the reader's back.
  let failure: unknown = null;
  const worker = async () => {
    for (let file = queue.shift(); file && failure === null; file = queue.shift()) {
      try {
        let response: Response | null = null;
        let body: ArrayBuffer | null = null;
        for (let attempt = 0; attempt < FETCH_ATTEMPTS && body === null; attempt += 1) {
          let candidate: ArrayBuffer;
          try {
            response = await fetch(`${origin}${file.url}`, {
              // Again past every HTTP cache when the copy received did not match.
              cache: attempt === 0 ? 'no-cache' : 'reload',
              credentials: 'same-origin',
              headers: { [DOWNLOAD_HEADER]: '1' },
            });
            if (!response.ok) throw new DownloadFailure('http', { status: response.status });
            candidate = await response.arrayBuffer();
          } catch (error) {
            throw error instanceof DownloadFailure ? error : new DownloadFailure('network');
          }
          received += candidate.byteLength;
          if ((await revisionOf(candidate)) === file.revision) body = candidate;
        }
        if (body === null || response === null) throw new DownloadFailure('integrity', { url: file.url });
        try {
          await cache.put(
            `${origin}${file.url}`,
            new Response(body, {
              status: 200,
              headers: { 'content-type': response.headers.get('content-type') ?? '' },
            }),
          );
        } catch {
          throw new DownloadFailure('storage');
        }
      } catch (error) {
        failure ??= error;
        return;
      }
      doneBytes += file.bytes;
      if (failure === null) onProgress({ doneBytes, totalBytes });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failure !== null) throw failure;
  const listed = new Set(manifest.files.map((file) => `${origin}${file.url}`));
  for (const request of await cache.keys()) {
    if (!listed.has(request.url)) await cache.delete(request);
  }
  await cache.put(
    manifestKey,
    new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
  );
  return { files: todo.length, bytes: received };
}
