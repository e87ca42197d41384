/**
 * `pnpm --filter @polyhedral/content search-figures [--json]`: the query set (query-set.ts) searched
 * with searchSections over each locale's search document, first card and first two cards per class
 * and locale, and the first misses of any row below 95% or 100%.
 */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { searchSections } from '@polyhedral/i18n/search';
import { withDerivedLocales } from '../derive/derive-locales.ts';
import { loadContent } from '../loader/load-content.ts';
import { buildConceptIndex } from './concept-index.ts';
import { searchQuerySet } from './query-set.ts';
import { searchDocumentOf } from './search-document.ts';
import { figuresTable, searchFigures } from './search-figures.ts';

const index = buildConceptIndex(withDerivedLocales(loadContent()));
const documents = new Map(LOCALES.map((locale) => [locale, searchDocumentOf(index, locale)] as const));
const queries = searchQuerySet(index);
const rows = searchFigures(queries, (query) =>
  searchSections(documents.get(query.locale as Locale)!, query.query, 2).map((hit) =>
    hit.kind === 'term' ? `term:${hit.id}` : hit.id,
  ),
);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ queries: queries.length, rows }, null, 2));
} else {
  console.log(`Query set: ${queries.length} queries\n${figuresTable(rows)}`);
  for (const row of rows.filter((one) => one.first < one.queries || one.firstTwo < one.queries))
    console.log(`\n${row.class} ${row.locale}: ${row.missed.join(' | ')}`);
}
