/**
 * The search over the real content and glossary (issue 99): the generated query set's figures per
 * class and locale (every class at 95% or more in the first card, all in the first two), each
 * locale's search document within 40 KB of gzip, and the concept index's shape.
 */
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@polyhedral/i18n';
import { searchSections } from '@polyhedral/i18n/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDerivedLocales } from '../derive/derive-locales.ts';
import { loadContent } from '../loader/load-content.ts';
import { buildConceptIndex } from './concept-index.ts';
import type { ConceptIndex } from './concept-types.ts';
import { QUERY_CLASSES, searchQuerySet } from './query-set.ts';
import { searchDocumentOf } from './search-document.ts';
import { figuresTable, searchFigures } from './search-figures.ts';

let index: ConceptIndex;
beforeAll(() => {
  index = buildConceptIndex(withDerivedLocales(loadContent()));
});

describe('the concept index', () => {
  it('has every section with a title in each locale that has it, and every term with four names', () => {
    expect(index.sections.length).toBeGreaterThan(150);
    for (const section of index.sections) expect(Object.keys(section.titles).length).toBeGreaterThan(0);
    for (const term of index.terms) for (const locale of LOCALES) expect(term.names[locale]).toBeTruthy();
    const folded = index.byFoldedName.get('opportunity attack') ?? [];
    expect(folded).toContainEqual({ kind: 'term', id: 'OpportunityAttack' });
  });
});

describe('the query set', () => {
  it('answers every class at 95% or more in the first card and all in the first two', () => {
    const documents = new Map(LOCALES.map((locale) => [locale, searchDocumentOf(index, locale)] as const));
    const queries = searchQuerySet(index);
    expect(queries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(queries.map((query) => query.class))).toEqual(new Set(QUERY_CLASSES));
    const rows = searchFigures(queries, (query) =>
      searchSections(documents.get(query.locale)!, query.query, 2).map((hit) =>
        hit.kind === 'term' ? `term:${hit.id}` : hit.id,
      ),
    );
    console.log(figuresTable(rows));
    for (const row of rows) {
      expect(
        row.first / row.queries,
        `${row.class} ${row.locale}: ${row.missed.join(' | ')}`,
      ).toBeGreaterThanOrEqual(0.95);
      expect(row.firstTwo, `${row.class} ${row.locale}`).toBe(row.queries);
    }
    for (const [locale, document] of documents)
      expect(gzipSync(JSON.stringify(document)).length, locale).toBeLessThanOrEqual(40 * 1024);
  });
});
