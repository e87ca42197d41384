import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test support: the seed documents live outside the repo at ../shared/seeds (relative to the
 * repo root). Tests that need them skip with a clear message when they are absent.
 */
export const repoRoot = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
export const sharedDir = path.resolve(repoRoot, '../shared');
export const seedsDir = path.join(sharedDir, 'seeds');
export const seedsAvailable = existsSync(seedsDir);
export const SKIP_MESSAGE = `seeds not found at ${seedsDir} (../shared is absent): seed comparison skipped`;

const cache = new Map<string, string[]>();

/** Lines of seed `000`..`004` (1-based access through seedLines). */
function seedFile(seed: string): string[] {
  const hit = cache.get(seed);
  if (hit) return hit;
  const name = readdirSync(seedsDir).find((f) => f.startsWith(`${seed}_`));
  if (!name) throw new Error(`seed ${seed} not found in ${seedsDir}`);
  const lines = readFileSync(path.join(seedsDir, name), 'utf8').split('\n');
  cache.set(seed, lines);
  return lines;
}

/** Lines a..b (inclusive, 1-based) of a seed, joined with newlines. */
export function seedLines(seed: string, from: number, to = from): string {
  return seedFile(seed)
    .slice(from - 1, to)
    .join('\n');
}

/** Parse "a-b" or "a" into [a, b]. */
export function lineRange(range: string): [number, number] {
  const [a, b] = range.split('-').map((n) => Number(n.trim()));
  return [a!, b ?? a!];
}

/** Rows of a TSV file in ../shared/inventory as objects keyed by the header. */
export function inventoryTsv(name: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(path.join(sharedDir, 'inventory', name), 'utf8')
    .trim()
    .split('\n');
  const keys = header!.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, i) => [keys[i], cell])));
}
