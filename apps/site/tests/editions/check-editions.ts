/**
 * Both editions of the built site, read as files (run after `pnpm build` and `pnpm build:open:check`):
 * - no internal link in either edition points at a page that does not exist;
 * - the open edition shows no section, footer source or playtest box that is not open-licensed,
 *   and leaves out exactly the pages whose every section is closed;
 * - the full edition labels the closed text it keeps;
 * - each edition's data API (`api/v2/`) is valid against its published schemas, and the open
 *   edition's holds only open-licensed text (check-api.ts);
 * - every rule page's blocks, found unmarked as the English view finds them, and a translated
 *   page's English file are as the content's blocks and their alignment say (block-marks.ts).
 * Prints PASS/FAIL per check and "N passed, M failed"; exits 1 on a failure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentProvenance, loadContent, openEditionModel } from '@polyhedral/content';
import { isLocale, TRANSLATED_LOCALES, writtenLocaleOf } from '@polyhedral/i18n';
import { pageBlockMarkProblems } from './block-marks.ts';
import { checkApi } from './check-api.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The open edition as `build:open:check` builds it (dist-open-check/: every page and the data API;
 * no font subsets, Thai word spans or search index, which nothing here reads:
 * src/integrations/editions-check-build.ts; `build:open` makes the edition to deploy, in dist-open/).
 */
const editions = { full: path.join(siteDir, 'dist'), open: path.join(siteDir, 'dist-open-check') };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** Internal hrefs (`/th/rules/X/#Y` -> `/th/rules/X/`) that resolve to no built file. */
function danglingLinks(dir: string): string[] {
  const missing = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/\shref="(\/[^"#?]*)[^"]*"/g)) {
      const target = decodeURIComponent(match[1]!);
      if (target.startsWith('//')) continue;
      const onDisk = path.join(dir, target);
      const exists = target.endsWith('/') ? existsSync(path.join(onDisk, 'index.html')) : existsSync(onDisk);
      if (!exists) missing.add(`${path.relative(dir, file)} -> ${target}`);
    }
  }
  return [...missing];
}

const results: { name: string; problems: string[] }[] = [];
const check = (name: string, problems: string[]) => results.push({ name, problems });

for (const [edition, dir] of Object.entries(editions)) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    check(`${edition} edition is built`, [`${path.relative(siteDir, dir)}/index.html is missing`]);
    continue;
  }
  check(`${edition} edition: no dangling internal link`, danglingLinks(dir).slice(0, 20));
}

const full = loadContent();
const open = openEditionModel(full);
const provenance = contentProvenance(full);
const closedSources = new Set(
  Object.entries(full.sources)
    .filter(([, source]) => !source.open)
    .map(([key]) => key),
);

if (existsSync(path.join(editions.open, 'index.html'))) {
  const problems: string[] = [];
  for (const file of htmlFiles(editions.open)) {
    const html = readFileSync(file, 'utf8');
    // Folders told from the path inside the build, never from where the checkout sits.
    const folders = path.relative(editions.open, file).split(path.sep);
    const locale = folders[0]!;
    const rulePage = folders.includes('rules');
    for (const match of rulePage ? html.matchAll(/data-section="([^"]+)"/g) : []) {
      const id = match[1]!;
      // A derived locale's page (zh-hant) shows the text of the locale it is made from.
      const written = isLocale(locale) ? writtenLocaleOf(locale) : locale;
      const translated = (TRANSLATED_LOCALES as readonly string[]).includes(written);
      const shownIn = translated && provenance[written as 'th']?.[id] ? written : 'en';
      const entry = provenance[shownIn as 'en']?.[id];
      if (entry && !entry.open)
        problems.push(`${path.relative(editions.open, file)}: section ${id} (${entry.source})`);
    }
    for (const match of html.matchAll(/data-source="([^"]+)"/g)) {
      if (closedSources.has(match[1]!) && !folders.includes('attribution')) {
        problems.push(`${path.relative(editions.open, file)}: footer names ${match[1]}`);
      }
    }
    if (html.includes('class="playtest"'))
      problems.push(`${path.relative(editions.open, file)}: playtest box`);
  }
  check('open edition: only open-licensed text', problems.slice(0, 20));

  const leftOut = full.pages.filter((page) => !open.pages.some((kept) => kept.id === page.id));
  const stillBuilt = leftOut
    .map((page) => `en/rules/${page.id}/index.html`)
    .filter((page) => existsSync(path.join(editions.open, page)));
  check('open edition: pages with no open section are left out', stillBuilt);
  const fullPages = htmlFiles(editions.full).length;
  const openPages = htmlFiles(editions.open).length;
  console.log(
    `editions: full ${fullPages} HTML pages, open ${openPages} (${leftOut.length} of ${full.pages.length} content pages left out: ${leftOut.map((page) => page.id).join(', ')})`,
  );
}

if (existsSync(path.join(editions.full, 'index.html'))) {
  const conditions = path.join(editions.full, 'en/rules/Conditions/index.html');
  const html = existsSync(conditions) ? readFileSync(conditions, 'utf8') : '';
  const problems: string[] = [];
  if (!html.includes('data-source="free-rules-2024"'))
    problems.push('en Conditions: footer does not name free-rules-2024');
  if (html.includes('licensed under CC-BY-4.0.'))
    problems.push('en Conditions: CC-BY statement over free-rules text');
  check('full edition: closed text is labelled, with no CC-BY notice over it', problems);
}

if (existsSync(path.join(editions.full, 'index.html'))) {
  const problems: string[] = [];
  let pages = 0;
  for (const file of htmlFiles(editions.full)) {
    const page = path.relative(editions.full, file);
    const [locale, rules] = page.split(path.sep);
    if (rules !== 'rules' || !isLocale(locale)) continue;
    pages += 1;
    const englishFile = path.join(path.dirname(file), 'english.json');
    problems.push(
      ...pageBlockMarkProblems(
        readFileSync(file, 'utf8'),
        full,
        page,
        writtenLocaleOf(locale),
        existsSync(englishFile) ? readFileSync(englishFile, 'utf8') : undefined,
      ),
    );
  }
  check(
    `full edition: the blocks of ${pages} rule pages (unmarked) and their English files match the content's blocks and alignment`,
    problems.slice(0, 20),
  );
}

for (const [edition, dir] of Object.entries(editions) as ['full' | 'open', string][]) {
  if (!existsSync(path.join(dir, 'index.html'))) continue;
  const { checks, figures } = checkApi(dir, edition);
  results.push(...checks);
  console.log(
    `${edition} edition API: ${figures.validated} of ${figures.files} documents validated against their schemas`,
  );
}

let failed = 0;
for (const { name, problems } of results) {
  if (problems.length === 0) console.log(`PASS ${name}`);
  else {
    failed += 1;
    console.log(`FAIL ${name}\n  ${problems.join('\n  ')}`);
  }
}
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0; // not exit(): stdout into a pipe is written in the background
