/**
 * Refreshes the extracts from the seeds and adds lines to them:
 *
 *   pnpm --filter @polyhedral/seed-extracts extract <shared folder> [002:62-79] [000~text] ...
 *
 * <shared folder> holds `seeds/` (the five source documents) and `inventory/tables.tsv`. Every
 * line already in an extract is read again from its seed; `<seed>:<a>-<b>` adds lines a..b and
 * `<seed>~<text>` adds the first line that contains the text. tables.tsv is rewritten from the
 * inventory's numeric tables.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXTRACT_HEADERS, INVENTORY_COLUMNS, NUMERIC_TABLE_KINDS } from './format.ts';
import { extractUrl, lineRange, readExtract } from './index.ts';

const [sharedArg, ...specs] = process.argv.slice(2);
if (!sharedArg) {
  console.error('usage: extract.ts <folder with seeds/ and inventory/> [seed:a-b | seed~text ...]');
  process.exit(2);
}
const shared: string = sharedArg;

const seedFiles = readdirSync(path.join(shared, 'seeds'));
function seedText(seed: string): string[] {
  const name = seedFiles.find((file) => file.startsWith(`${seed}_`));
  if (!name) throw new Error(`seed ${seed} not found in ${shared}/seeds`);
  return readFileSync(path.join(shared, 'seeds', name), 'utf8').split('\n');
}

const wanted = new Map<string, Set<number>>();
for (const seed of Object.keys(EXTRACT_HEADERS)) wanted.set(seed, new Set(readExtract(seed).keys()));
for (const spec of specs) {
  const range = /^(\d{3}):(\d+(?:-\d+)?)$/.exec(spec);
  const search = /^(\d{3})~(.+)$/.exec(spec);
  const seed = (range ?? search)?.[1];
  const lines = seed ? wanted.get(seed) : undefined;
  if (!lines) throw new Error(`not a seed line spec: ${spec}`);
  if (range) {
    const [from, to] = lineRange(range[2]!);
    for (let line = from; line <= to; line += 1) lines.add(line);
  } else {
    const index = seedText(seed!).findIndex((line) => line.includes(search![2]!));
    if (index < 0) throw new Error(`seed ${seed} has no line containing "${search![2]}"`);
    lines.add(index + 1);
  }
}

for (const [seed, lines] of wanted) {
  const text = seedText(seed);
  const body = [...lines].sort((a, b) => a - b).map((line) => `${line}\t${text[line - 1] ?? ''}`);
  writeFileSync(extractUrl(`${seed}.txt`), `${[...EXTRACT_HEADERS[seed]!, ...body].join('\n')}\n`);
  console.log(`${seed}: ${body.length} lines`);
}

const [header, ...rows] = readFileSync(path.join(shared, 'inventory', 'tables.tsv'), 'utf8')
  .trim()
  .split('\n');
const keys = header!.split('\t');
const numeric = rows
  .map((row) => Object.fromEntries(row.split('\t').map((cell, i) => [keys[i]!, cell])))
  .filter((row) => NUMERIC_TABLE_KINDS.includes(row.kind_of_data!));
writeFileSync(
  extractUrl('tables.tsv'),
  `${[INVENTORY_COLUMNS.join('\t'), ...numeric.map((row) => INVENTORY_COLUMNS.map((k) => row[k]).join('\t'))].join('\n')}\n`,
);
console.log(`tables.tsv: ${numeric.length} numeric tables`);
