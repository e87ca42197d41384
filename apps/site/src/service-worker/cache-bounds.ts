/**
 * The bounds of the caches that grow with reading (pages, assets, search chunks, review data):
 * least recently used first, by Workbox's CacheExpiration (workbox-expiration, timestamps in
 * IndexedDB). Every entry the worker puts or answers from is touched, so a font or page read every
 * day stays while one read once long ago goes; the worker's own first-written trimming (Cache
 * keys in insertion order) evicted the oldest write however often it was read.
 * An entry an older worker cached has no timestamp until it is next used or written; until then it
 * is outside the count (each cache held at most its bound then, so a cache holds at most twice it).
 */
import { CacheExpiration } from 'workbox-expiration';
import { CACHE, MAX_ENTRIES } from './offline-rules.ts';

export type BoundedCache = keyof typeof MAX_ENTRIES;

const expirations = new Map<BoundedCache, CacheExpiration>();

function expirationOf(cache: BoundedCache): CacheExpiration {
  let expiration = expirations.get(cache);
  if (!expiration) {
    expiration = new CacheExpiration(CACHE[cache], {
      maxEntries: MAX_ENTRIES[cache],
      matchOptions: { ignoreVary: true },
    });
    expirations.set(cache, expiration);
  }
  return expiration;
}

/** `url` in `cache` was just used or written: it is the most recently used. */
export function touch(cache: BoundedCache, url: string): Promise<void> {
  return expirationOf(cache).updateTimestamp(url);
}

/** Cut `cache` to its bound, least recently used first. */
export function expire(cache: BoundedCache): Promise<void> {
  return expirationOf(cache).expireEntries();
}

/** `url` was written to `cache`: touched, then the cache cut to its bound. */
export async function kept(cache: BoundedCache, url: string): Promise<void> {
  await touch(cache, url);
  await expire(cache);
}
