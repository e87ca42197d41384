/**
 * `pnpm --filter @polyhedral/site api-publish [dist]`: after a build is published, records its
 * record hashes (src/api/published/<edition>.json) so the next build's `/api/v2/changes.json`
 * lists what changed since. Run on the build that was deployed; commit the file with the release.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedHashesFrom } from '../src/api/published-hashes.ts';

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const apiDir = path.join(dist, 'api', 'v2');
const hashes = publishedHashesFrom(apiDir);
const edition = path.basename(dist) === 'dist-open' ? 'open' : 'full';
const file = fileURLToPath(new URL(`../src/api/published/${edition}.json`, import.meta.url));
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(hashes, null, 2)}\n`);
const records = Object.values(hashes.records).reduce((sum, byKey) => sum + Object.keys(byKey).length, 0);
console.log(
  `wrote ${path.relative(process.cwd(), file)}: ${records} record hashes of ${hashes.build ?? 'an unknown build'}`,
);
