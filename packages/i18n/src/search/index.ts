/** Search over a search document (@polyhedral/i18n/search): the site, the CLI and the MCP server share it. */
export type {
  SearchDocument,
  SearchHit,
  SearchSection,
  SearchTerm,
} from './search-document-types.ts';
export { searchSections } from './search-sections.ts';
