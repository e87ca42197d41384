/**
 * The parses of files a process read lately, by what the parse depends on and the bytes' SHA-256:
 * a tree read again (the workbench after each save, an import's staged copy, the tests' many
 * loads) parses only what changed. Most recently used last; the oldest goes when `limit` is
 * passed. Kept as project code (a Map in insertion order, 20 lines) for the content and config
 * readers, which share it (here, below the loader: config/ is what loader/ reads): no LRU package is
 * installed, and these two are its only users.
 */
import { createHash } from 'node:crypto';

export interface RecentParses<V> {
  /** The kept result for `parts` and `raw`, else `parse()`'s, kept. */
  get: (parts: readonly unknown[], raw: Uint8Array, parse: () => V) => V;
}

export function recentParses<V>(limit: number): RecentParses<V> {
  const kept = new Map<string, V>();
  return {
    get: (parts, raw, parse) => {
      const key = JSON.stringify([...parts, createHash('sha256').update(raw).digest('hex')]);
      const result = kept.has(key) ? (kept.get(key) as V) : parse();
      kept.delete(key);
      kept.set(key, result);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return result;
    },
  };
}
