import { createHash } from 'node:crypto';
import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrecacheEntry } from '../service-worker/worker-types.ts';

/**
 * What every build precaches (service-worker/sw.ts installs it): every JS and CSS file
 * (calculators and the dice popover work on any opened page even if never used online), Pagefind's
 * entry files (script, wasm, entry and per-language meta), icons, manifests, each locale's
 * offline page (shown for an address that is not cached) and each locale's combat tracker. (The
 * search's section index, `/<locale>/search.json`, is kept on first use and by a locale's download.)
 */
export const PRECACHE_PATTERNS: readonly string[] = [
  '_astro/**/*.{js,css}',
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  'pagefind/wasm.*.pagefind',
  'icons/*.png',
  'favicon.svg',
  '*/manifest.webmanifest',
  '*/offline/index.html',
  // The combat tracker works at the table with no network even if never opened online.
  '*/tracker/index.html',
];

/**
 * Left out of the precache: the typed-name font tables (tracker/typed-face-*.ts, about 125 KB each
 * for Simplified and Traditional Chinese) are needed only when a game master types a name the
 * page's fonts lack; the worker keeps them on first use like any hashed file.
 */
export const PRECACHE_EXCLUDED: readonly string[] = ['_astro/typed-face-{sc,tc,thai}.*.js'];

/** Vite and the font subsetter put content hashes in these names: no revision needed. */
const HASHED_NAMES = /^(_astro|fonts)\//;
/** A larger file is left out of the precache, with a warning. */
export const MAX_PRECACHED_BYTES = 1024 * 1024;

/** The first 16 hex digits of a file's SHA-256: what sw.ts checks each download against. */
function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * The precache list as sw.ts reads it (absolute paths, sorted), its total size, the build's name
 * (a hash of the list) and a warning per file too large to precache. Each file is read once: its
 * SHA-256 is both the download check and, for a name without a content hash, its revision.
 */
export async function precacheList(
  root: string,
): Promise<{ entries: PrecacheEntry[]; build: string; size: number; warnings: string[] }> {
  const files = new Set<string>();
  for await (const file of glob([...PRECACHE_PATTERNS], { cwd: root, exclude: [...PRECACHE_EXCLUDED] })) {
    files.add(file.split(path.sep).join('/'));
  }
  const entries: PrecacheEntry[] = [];
  const warnings: string[] = [];
  let size = 0;
  for (const file of [...files].sort()) {
    const bytes = await readFile(path.join(root, file));
    if (bytes.byteLength > MAX_PRECACHED_BYTES) {
      warnings.push(
        `${file} is ${bytes.byteLength} bytes, over the precache limit of ${MAX_PRECACHED_BYTES}: not precached`,
      );
      continue;
    }
    const sha256 = sha256Of(bytes);
    entries.push({ url: `/${file}`, revision: HASHED_NAMES.test(file) ? null : sha256, sha256 });
    size += bytes.byteLength;
  }
  const build = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  return { entries, build, size, warnings };
}
