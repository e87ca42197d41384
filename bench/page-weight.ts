/**
 * Page weight after a build: for every rule page per locale, the gzip bytes of the JavaScript a
 * reader loads (module scripts and island component/renderer chunks, followed through their
 * static imports; inline scripts too), plus HTML, CSS and the webfont files the page's text needs.
 * Calculator islands hydrate on first interaction (`client:interact`), so JS is reported three
 * ways: on load, after using the heaviest single calculator of the page, and after using every
 * calculator of the page. Prints the lightest and heaviest page with and without calculators per
 * locale, then PASS/FAIL: on load and with one calculator in use, a page must stay within 30 KB
 * of gzip JS (the total after using all of them is reported).
 *
 * Usage: pnpm --filter @polyhedral/site build && pnpm --filter @polyhedral/bench exec tsx page-weight.ts
 * [en/rules/D20Tests/ th/tracker/ ...]: pages named after the command get their own rows too (any
 * built page, e.g. the tracker, measured the same way, outside the rule-page budget). `--bytes`
 * prints exact gzip bytes instead of KB; `--dist=<folder>` measures another build's output (a
 * before/after). The "at load" columns are what a reader's first view fetches: HTML, the module
 * scripts and their static imports, inline scripts (a translated rule page's reading bar adds its
 * button, its select and one inline script that applies the kept settings and imports the bar's
 * code on first use: no module at load; its code and its English file come on first use).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { LOCALES } from '@polyhedral/i18n';
import { attribute, firstElement, parseHtml } from '@polyhedral/site/built-html';
import { fontFilesForText, parseFontFaces } from '@polyhedral/site/font-faces';
import { remembered } from '@polyhedral/site/remembered';
import type { Element, Root } from 'hast';
import { htmlAssets, jsImports } from './page-weight/assets.ts';

const BUDGET = 30 * 1024;
const { values, positionals } = toolOptions('page-weight', {
  options: { dist: { type: 'string' }, bytes: { type: 'boolean' } },
  allowPositionals: true,
});
const distDir = path.resolve(values.dist ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url)));

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ not found: run `pnpm --filter @polyhedral/site build` first');
  process.exit(2);
}

const gzipBytes = remembered((file: string) => gzipSync(readFileSync(file)).length);

function distFile(url: string): string {
  return path.join(distDir, decodeURIComponent(url.split(/[?#]/)[0]!));
}

/** Every JS file a page loads at start or when its islands hydrate, following static imports. */
function jsClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const specifier of jsImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        queue.push(
          specifier.startsWith('/') ? distFile(specifier) : path.resolve(path.dirname(file), specifier),
        );
      }
    }
  }
  return seen;
}

interface PageWeight {
  page: string;
  locale: string;
  calculators: number;
  /** JS loaded when the page opens. */
  js: number;
  /** JS loaded after the reader uses the heaviest single calculator of the page. */
  oneCalculator: number;
  /** JS loaded after the reader uses every calculator of the page. */
  allCalculators: number;
  inlineJs: number;
  html: number;
  css: number;
  fonts: number;
}

const cssFiles = new Set<string>();
const facesOfCss = remembered(parseFontFaces);
const facesOfFile = remembered((href: string) => parseFontFaces(readFileSync(distFile(href), 'utf8')));

function measure(locale: string, htmlFile: string, html: string, page: Root): PageWeight {
  const assets = htmlAssets(page);
  const entries = [...assets.moduleScripts].map(distFile);
  for (const inline of assets.inlineModules) {
    for (const specifier of jsImports(inline)) entries.push(distFile(specifier));
  }
  const deferred = assets.islands.filter((island) => island.client === 'interact');
  for (const island of assets.islands)
    if (island.client !== 'interact') entries.push(...island.urls.map(distFile));
  const weigh = (files: readonly string[]) =>
    [...jsClosure(files)].reduce((sum, file) => sum + gzipBytes(file), 0);
  const js = weigh(entries);
  const oneCalculator = Math.max(
    js,
    ...deferred.map((island) => weigh([...entries, ...island.urls.map(distFile)])),
  );
  const allCalculators = weigh([...entries, ...deferred.flatMap((island) => island.urls.map(distFile))]);
  const inlineJs = assets.inlineScripts.length > 0 ? gzipSync(assets.inlineScripts.join('\n')).length : 0;
  const css = assets.stylesheets.map(distFile).reduce((sum, file) => {
    cssFiles.add(file);
    return sum + gzipBytes(file);
  }, 0);
  const faces = [...assets.stylesheets.flatMap(facesOfFile), ...assets.inlineStyles.flatMap(facesOfCss)];
  const fonts = fontFilesForText(faces, locale, assets.text).reduce(
    (sum, url) => sum + statSync(distFile(url)).size,
    0,
  );
  return {
    page: path.relative(distDir, htmlFile).replace(/index\.html$/, ''),
    locale,
    calculators: assets.islandCount,
    js,
    oneCalculator,
    allCalculators,
    inlineJs,
    html: gzipSync(html).length,
    css,
    fonts,
  };
}

/** The `<meta http-equiv="refresh">` of a redirect page. */
const isRedirect = (element: Element) =>
  element.tagName === 'meta' && attribute(element, 'httpEquiv')?.toLowerCase() === 'refresh';

const kb = (bytes: number) => (values.bytes ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

const rows: PageWeight[] = [];
for (const locale of LOCALES) {
  const rulesDir = path.join(distDir, locale, 'rules');
  for (const id of readdirSync(rulesDir)) {
    const file = path.join(rulesDir, id, 'index.html');
    const html = readFileSync(file, 'utf8');
    const page = parseHtml(html);
    if (firstElement(page, isRedirect)) continue; // sub-section redirect
    rows.push(measure(locale, file, html, page));
  }
}

/** The table's columns: heading, then the figure of a page (bytes but for the first two). */
const COLUMNS: ReadonlyArray<readonly [string, keyof PageWeight]> = [
  ['page', 'page'],
  ['calcs', 'calculators'],
  ['JS on load', 'js'],
  ['JS 1 calc', 'oneCalculator'],
  ['JS all calcs', 'allCalculators'],
  ['inline JS', 'inlineJs'],
  ['HTML gzip', 'html'],
  ['CSS gzip', 'css'],
  ['fonts', 'fonts'],
];
const header = COLUMNS.map(([title]) => title);
const cellsOf = (row: PageWeight): string[] =>
  COLUMNS.map(([, key], i) => (i < 2 ? String(row[key]) : kb(row[key] as number)));
const table: string[][] = [];
for (const locale of LOCALES) {
  for (const withCalculators of [false, true]) {
    const group = rows
      .filter((row) => row.locale === locale && row.calculators > 0 === withCalculators)
      .sort((a, b) => a.allCalculators - b.allCalculators);
    const picks = group.length > 1 ? [group[0]!, group[group.length - 1]!] : group;
    for (const row of picks) {
      table.push(cellsOf(row));
    }
  }
}
for (const name of positionals) {
  const page = name.endsWith('/') ? name : `${name}/`;
  let row = rows.find((one) => one.page === page);
  const file = path.join(distDir, page, 'index.html');
  // Another page of the site (th/tracker/): measured the same way, outside the rule-page budget.
  if (!row && existsSync(file)) {
    const html = readFileSync(file, 'utf8');
    row = measure(page.split('/')[0]!, file, html, parseHtml(html));
  }
  if (!row) {
    console.error(`no page ${name} in dist/ (write it as en/rules/D20Tests/ or th/tracker/)`);
    process.exit(2);
  }
  table.push(cellsOf(row));
}
const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const calculatorPages = rows.filter((row) => row.calculators > 0);
const plainPages = rows.filter((row) => row.calculators === 0);
/** The first page of `pages` with the most of `figure`, null when there are none. */
const heaviest = (pages: readonly PageWeight[], figure: 'js' | 'oneCalculator' | 'allCalculators') =>
  pages.reduce<PageWeight | null>((max, row) => (!max || row[figure] > max[figure] ? row : max), null);
const worst = heaviest(calculatorPages, 'oneCalculator');
const worstOnLoad = heaviest(rows, 'js');
const worstAll = heaviest(calculatorPages, 'allCalculators');
const worstPlain = heaviest(plainPages, 'js');
console.log(
  `\n${rows.length} rule pages; ${calculatorPages.length} with calculators. CSS files: ${cssFiles.size}.`,
);
console.log(
  `heaviest page without calculators: ${worstPlain ? `${worstPlain.page} ${kb(worstPlain.js)}` : 'none'}`,
);
if (!worst) {
  console.log('PASS no page has calculators yet (nothing to hold to the 30 KB budget)');
} else {
  const passLoad = (worstOnLoad?.js ?? 0) <= BUDGET;
  const pass = worst.oneCalculator <= BUDGET;
  console.log(
    `${passLoad ? 'PASS' : 'FAIL'} heaviest page on load ${worstOnLoad?.page}: ${kb(worstOnLoad?.js ?? 0)} gzip JS (budget ${kb(BUDGET)})`,
  );
  console.log(
    `${pass ? 'PASS' : 'FAIL'} heaviest page with one calculator in use ${worst.page}: ${kb(worst.oneCalculator)} gzip JS (budget ${kb(BUDGET)})`,
  );
  console.log(
    `info: every calculator of ${worstAll?.page} in use: ${kb(worstAll?.allCalculators ?? 0)} gzip JS`,
  );
  process.exitCode = pass && passLoad ? 0 : 1;
}
