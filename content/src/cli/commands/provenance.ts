/**
 * `pnpm content provenance [--json]`: every section's source document and licence, per
 * collection (en, th, zh, playtest): `{ "<locale>": { "<ID>": { source, license, open } } }`.
 */
import { loadContent } from '../../loader/load-content.ts';
import { contentProvenance } from '../../provenance/section-provenance.ts';
import type { CliIo } from '../io.ts';

export const PROVENANCE_USAGE = 'usage: pnpm content provenance [--json]';

export function runProvenance(args: readonly string[], io: CliIo): number {
  if (args.some((arg) => arg !== '--json')) {
    io.stderr(PROVENANCE_USAGE);
    return 2;
  }
  const model = loadContent(io.root ? { root: io.root } : {});
  const provenance = contentProvenance(model);
  if (args.includes('--json')) {
    io.stdout(JSON.stringify(provenance));
    return 0;
  }
  for (const [collection, sections] of Object.entries(provenance)) {
    const bySource = new Map<string, string[]>();
    for (const [id, entry] of Object.entries(sections)) {
      const key = `${entry.source} (${entry.license}; ${entry.open ? 'open' : 'not open'})`;
      bySource.set(key, [...(bySource.get(key) ?? []), id]);
    }
    for (const [key, ids] of bySource) io.stdout(`${collection}  ${key}: ${ids.length} sections`);
  }
  return 0;
}
