/** The concept index and the search documents made from it. */
export { buildConceptIndex } from './concept-index.ts';
export type { ConceptIndex, ConceptRef, ConceptSection, ConceptTerm } from './concept-types.ts';
export { searchDocumentOf, sectionPath } from './search-document.ts';
