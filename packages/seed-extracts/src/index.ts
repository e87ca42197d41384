import { readFileSync } from 'node:fs';
import type { INVENTORY_COLUMNS } from './format.ts';

/**
 * The lines of the source documents ("seeds") that tests compare the rules data with, kept in the
 * repo as small extracts: extracts/<seed>.txt holds `<line number>\t<verbatim text>` rows under a
 * header naming the source and its licence; extracts/tables.tsv holds the inventory's numeric
 * tables with their Thai and Chinese line ranges. `pnpm --filter @polyhedral/seed-extracts extract`
 * refreshes them from the seeds.
 */

export const extractUrl = (name: string): URL => new URL(`../extracts/${name}`, import.meta.url);
const cache = new Map<string, Map<number, string>>();

/** Line number -> text of one seed's extract. */
export function readExtract(seed: string): Map<number, string> {
  const hit = cache.get(seed);
  if (hit) return hit;
  const lines = new Map<number, string>();
  for (const row of readFileSync(extractUrl(`${seed}.txt`), 'utf8').split('\n')) {
    const match = /^(\d+)\t(.*)$/.exec(row);
    if (match) lines.set(Number(match[1]), match[2]!);
  }
  cache.set(seed, lines);
  return lines;
}

/** Lines a..b (inclusive, 1-based) of a seed, joined with newlines; a line not extracted throws. */
export function seedLines(seed: string, from: number, to = from): string {
  const extract = readExtract(seed);
  const out: string[] = [];
  for (let line = from; line <= to; line += 1) {
    const text = extract.get(line);
    if (text === undefined) {
      throw new Error(
        `line ${line} of seed ${seed} is not in extracts/${seed}.txt: add it with \`pnpm --filter @polyhedral/seed-extracts extract <shared folder> ${seed}:${from}-${to}\``,
      );
    }
    out.push(text);
  }
  return out.join('\n');
}

/** Every extracted line of a seed, in order, joined with newlines. */
export function extractedText(seed: string): string {
  return [...readExtract(seed).values()].join('\n');
}

/** Parse "a-b" or "a" into [a, b]. */
export function lineRange(range: string): [number, number] {
  const [a, b] = range.split('-').map((n) => Number(n.trim()));
  return [a!, b ?? a!];
}

export type InventoryTable = Record<(typeof INVENTORY_COLUMNS)[number], string>;

/** The numeric tables of the inventory (tables.tsv), each keyed by the header. */
export function inventoryTables(): InventoryTable[] {
  const [header, ...rows] = readFileSync(extractUrl('tables.tsv'), 'utf8').trim().split('\n');
  const keys = header!.split('\t');
  return rows.map(
    (row) => Object.fromEntries(row.split('\t').map((cell, i) => [keys[i], cell])) as InventoryTable,
  );
}
