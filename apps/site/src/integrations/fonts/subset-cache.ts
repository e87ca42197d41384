/**
 * Font subsets kept between builds, by input hash (the source font file, the characters, the
 * subsetter's version): cutting is most of the font step, and a build whose text did not change, or
 * the open edition after the full one, reads the files back. In node_modules/.cache/font-subsets.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuildFile } from '../write-build-file.ts';

const require = createRequire(import.meta.url);
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/font-subsets/', import.meta.url));
const SUBSETTER = `subset-font@${(require('subset-font/package.json') as { version: string }).version}`;

/** The cache key of a subset: the source font's bytes, the code points (any order), the subsetter. */
export function subsetKey(source: Uint8Array, codes: readonly number[]): string {
  return createHash('sha256')
    .update(SUBSETTER)
    .update('\0')
    .update(source)
    .update('\0')
    .update([...codes].sort((a, b) => a - b).join(','))
    .digest('hex');
}

/** The subset for `key` from the cache, or made by `make` and stored (a write that fails only costs the next build the time). */
export async function cachedSubset(
  key: string,
  make: () => Promise<Buffer>,
  dir: string = CACHE_DIR,
): Promise<Buffer> {
  const file = path.join(dir, `${key}.woff2`);
  const kept = await readFile(file).catch(() => null);
  if (kept && kept.length > 0) return kept;
  const data = await make();
  try {
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a build that stops half way leaves no truncated file.
    const partial = `${file}.${process.pid}.partial`;
    await writeBuildFile(partial, data);
    await rename(partial, file);
  } catch {
    // A read-only or full disk: the build goes on without the cache.
  }
  return data;
}

/** The cache key of one file merged from several sources' subsets (fonts/merged-subset.ts), from theirs. */
export function mergedKey(partKeys: readonly string[]): string {
  return createHash('sha256').update('merge-glyf@1').update('\0').update(partKeys.join(',')).digest('hex');
}
