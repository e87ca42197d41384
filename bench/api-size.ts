/**
 * `pnpm --filter @polyhedral/bench api-size [dist]`: the data API of a build in figures: files,
 * raw bytes and gzip bytes per locale (each file compressed alone, as a server sends it), and for
 * the catalog and schemas. A report, not a gate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/site/dist', import.meta.url)));
const apiDir = path.join(dist, 'api', 'v2');
const groups = new Map<string, { files: number; raw: number; gzip: number }>();
const all = { files: 0, raw: 0, gzip: 0 };
for (const file of readdirSync(apiDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.json')) continue;
  const bytes = readFileSync(path.join(apiDir, file));
  const group = file.includes(path.sep) ? file.split(path.sep)[0]! : 'catalog';
  const total = groups.get(group) ?? { files: 0, raw: 0, gzip: 0 };
  groups.set(group, total);
  const gzip = gzipSync(bytes).length;
  for (const sum of [total, all]) {
    sum.files += 1;
    sum.raw += bytes.length;
    sum.gzip += gzip;
  }
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (group: string, total: typeof all) =>
  `${group.padEnd(8)} ${String(total.files).padStart(5)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)}`;
console.log(`data API of ${path.relative(process.cwd(), dist) || '.'}: group, files, raw, gzip`);
for (const [group, total] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
  console.log(line(group, total));
console.log(line('total', all));
