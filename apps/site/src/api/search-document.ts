/**
 * `/api/v1/<locale>/search.json` and the site's own `/<locale>/search.json` (the search dialog's
 * section index, fetched on the first search): one search document per locale from the one concept
 * index (@polyhedral/content buildConceptIndex) over the site's content.
 */
import { buildConceptIndex, type ConceptIndex, searchDocumentOf } from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';
import type { SearchDocument } from '@polyhedral/i18n/search';
import { remembered } from '../lib/remembered.ts';
import { siteContent } from '../lib/site-content.ts';
import { documentHead } from './api-paths.ts';
import type { SearchApiDocument } from './search-schema.ts';

let index: ConceptIndex | undefined;

/** The concept index of the site's content, built once per build. */
function siteConceptIndex(): ConceptIndex {
  index ??= buildConceptIndex(siteContent().model);
  return index;
}

/** The locale's search document as the site's search dialog reads it. */
export const siteSearchDocument = remembered(
  (locale: Locale): SearchDocument => searchDocumentOf(siteConceptIndex(), locale),
);

/** The same document as the data API publishes it (with its schema, version and kind). */
export const searchApiDocument = (locale: Locale): SearchApiDocument => ({
  ...documentHead('search'),
  ...siteSearchDocument(locale),
});
