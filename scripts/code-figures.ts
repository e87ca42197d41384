/**
 * `pnpm figures [folder] [--json]`: the project's own code figures of a tree (this repository by
 * default; any checkout or `git archive` copy): lines by workspace, places that list the i18n
 * namespaces by hand, static servers, regex walks of HTML, message shapes, test support in src.
 * Tests, generated files, node_modules and build output are left out of the source figures; what
 * each figure counts is written in scripts/figures/. Function and file sizes and dead exports are
 * held by `pnpm lint` (Biome, knip), not counted here.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectFigures, formatFigures } from './figures/collect-figures.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const folder = args.find((arg) => !arg.startsWith('--'));
const root = path.resolve(folder ?? fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(root) || !statSync(root).isDirectory()) {
  console.error(`no such folder: ${root}`);
  process.exit(2);
}
const figures = collectFigures(root);
console.log(json ? JSON.stringify(figures, null, 2) : formatFigures(figures).join('\n'));
