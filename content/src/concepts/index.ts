/** The concept index and the search documents made from it. */
export { buildConceptIndex } from './concept-index.ts';
export type { ConceptIndex, ConceptRef, ConceptSection, ConceptTerm } from './concept-types.ts';
export { PER_CELL, QUERY_CLASSES, type QueryClass, type SearchQuery, searchQuerySet } from './query-set.ts';
export { searchDocumentOf, sectionPath } from './search-document.ts';
export { type FigureRow, figuresTable, type Ranking, searchFigures } from './search-figures.ts';
