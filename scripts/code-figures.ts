/**
 * `pnpm figures [folder] [--json] [--top N]`: the code-shape figures of a tree (this repository
 * by default; any checkout or `git archive` copy): lines by workspace, the largest functions,
 * files over 300 lines and those that are one function, places that list the i18n namespaces
 * by hand, static servers, regex walks of HTML, message shapes. Tests, generated files,
 * node_modules and build output are left out of the source figures; what each figure counts is
 * written in scripts/figures/.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectFigures, formatFigures } from './figures/collect-figures.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number.parseInt(args[topAt + 1] ?? '', 10) : 10;
const folder = args.find((arg, index) => !arg.startsWith('--') && (topAt < 0 || index !== topAt + 1));
if (!Number.isInteger(top) || top < 1) {
  console.error('--top takes a whole number of 1 or more');
  process.exit(2);
}
const root = path.resolve(folder ?? fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(root) || !statSync(root).isDirectory()) {
  console.error(`no such folder: ${root}`);
  process.exit(2);
}
const figures = collectFigures(root, top);
console.log(json ? JSON.stringify(figures, null, 2) : formatFigures(figures).join('\n'));
