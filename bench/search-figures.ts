/**
 * `pnpm --filter @polyhedral/bench search-figures --before=<dist> [--after=<dist>]`: the query set
 * (content's searchQuerySet: generated from the content and the glossary) against the search as a
 * reader meets it in the dialog, first card and first two cards per class and locale:
 * - before: the old glossary shortcut (tools/search/old-glossary-shortcut.ts, over that build's
 *   `/<locale>/glossary/names.json`), then Pagefind's page cards with the sections listed under them;
 * - after: the section cards (searchSections over the build's `/<locale>/search.json`), then
 *   Pagefind's cards.
 * Pagefind runs in Chromium on each build's own index (one load per locale).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import {
  buildConceptIndex,
  figuresTable,
  loadContent,
  searchFigures,
  searchQuerySet,
  withDerivedLocales,
} from '@polyhedral/content';
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { type SearchDocument, searchSections } from '@polyhedral/i18n/search';
import { type GlossaryNameList, oldShortcut } from './search/old-glossary-shortcut.ts';
import { cardAnswers, pagefindCards } from './search/pagefind-cards.ts';
import { startStaticServer } from '@polyhedral/site/static-server';

const { values } = toolOptions('search-figures', {
  options: { before: { type: 'string' }, after: { type: 'string' } },
});
const after = path.resolve(values.after ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url)));
const queries = searchQuerySet(buildConceptIndex(withDerivedLocales(loadContent())));
const browser = await launchChromium('suite');

/** Each query's Pagefind cards in the build at `dist`, by query (one page load per locale). */
async function pagefindOf(dist: string): Promise<Map<(typeof queries)[number], string[][]>> {
  const server = await startStaticServer(dist);
  const cards = new Map<(typeof queries)[number], string[][]>();
  try {
    for (const locale of LOCALES) {
      const mine = queries.filter((query) => query.locale === locale);
      const page = await browser.newPage();
      await page.goto(`${server.url}/${locale}/rules/RhythmofPlay/`);
      const found = await pagefindCards(
        page,
        mine.map((query) => query.query),
      );
      for (const [at, query] of mine.entries()) cards.set(query, found[at]!.map(cardAnswers));
      await page.close();
    }
  } finally {
    await server.close();
  }
  return cards;
}

const readJson = <T>(dist: string, file: string): T =>
  JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;

if (values.before) {
  const dist = path.resolve(values.before);
  const pagefind = await pagefindOf(dist);
  const names = new Map(
    LOCALES.map((locale) => [locale, readJson<GlossaryNameList>(dist, `${locale}/glossary/names.json`)]),
  );
  const rows = searchFigures(queries, (query) => {
    const term = oldShortcut(names.get(query.locale as Locale)!, query.query);
    return [...(term ? [`term:${term}`] : []), ...(pagefind.get(query)! as string[][])];
  });
  console.log(
    `Before (${dist}): glossary shortcut, then Pagefind; ${queries.length} queries\n${figuresTable(rows)}\n`,
  );
}

const pagefind = await pagefindOf(after);
const documents = new Map(
  LOCALES.map((locale) => [locale, readJson<SearchDocument>(after, `${locale}/search.json`)]),
);
const rows = searchFigures(queries, (query) => [
  ...searchSections(documents.get(query.locale as Locale)!, query.query, 5).map((hit) =>
    hit.kind === 'term' ? `term:${hit.id}` : hit.id,
  ),
  ...pagefind.get(query)!,
]);
console.log(
  `After (${after}): section cards, then Pagefind; ${queries.length} queries\n${figuresTable(rows)}`,
);
await browser.close();
