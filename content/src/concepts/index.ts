/** The concept index and the search documents made from it. */
export { buildConceptIndex } from './concept-index.ts';
export type { ConceptIndex, ConceptRef, ConceptSection, ConceptTerm } from './concept-types.ts';
export { searchQuerySet } from './query-set.ts';
export { searchDocumentOf } from './search-document.ts';
export { figuresTable, searchFigures } from './search-figures.ts';
