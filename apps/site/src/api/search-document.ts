/**
 * `/api/v2/<locale>/search.json` and the site's own `/<locale>/search.json` (the search dialog's
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

/** A fold pair as the schema's type has it (a mutable tuple). */
const pair = ([from, to]: readonly [string, string]): [string, string] => [from, to];

/** The same document as the data API publishes it (with its schema, version and kind). */
export function searchApiDocument(locale: Locale): SearchApiDocument {
  const { fold, ...document } = siteSearchDocument(locale);
  return {
    ...documentHead('search'),
    ...document,
    fold: { chinese: fold.chinese.map(pair), thai: fold.thai.map(pair) },
  };
}
