/**
 * OpenCC's own tables, as the opencc-js package ships them (`dist/esm-lib/dict/*.js`, the data of
 * OpenCC 1.4, Apache-2.0). Node only: it reads the files (the checks use them, never a page).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One OpenCC table: each key and the forms it becomes, in the table's order. */
export type OpenccTable = ReadonlyMap<string, readonly string[]>;

export function readOpenccTable(name: string): OpenccTable {
  // The package exports each table file as `opencc-js/dict/<name>` (its "./*" export).
  const source = readFileSync(createRequire(import.meta.url).resolve(`opencc-js/dict/${name}`), 'utf8');
  const body = JSON.parse(source.slice(source.indexOf('"'), source.lastIndexOf('"') + 1)) as string;
  return new Map(
    body.split('|').map((entry) => {
      const [key, ...forms] = entry.split(' ');
      return [key!, forms] as const;
    }),
  );
}
