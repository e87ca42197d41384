/** The static data API's paths, `/api/v2/...`; a breaking change makes `v3` beside `v2` (v1 is retired: retired-v1.ts). */
import type { Locale } from '@polyhedral/i18n';

export const API_VERSION = 2;
export const API_ROOT = `/api/v${API_VERSION}`;

/** The document kinds of the API, each with its JSON Schema at `/api/v2/schema/<kind>.json`. */
export const API_KINDS = [
  'catalog',
  'rules-index',
  'rule',
  'glossary',
  'term',
  'tables',
  'table',
  'bulk',
  'changes',
  'search',
] as const;
export type ApiKind = (typeof API_KINDS)[number];

export const catalogPath = (): string => `${API_ROOT}/index.json`;
export const schemaPath = (kind: ApiKind): string => `${API_ROOT}/schema/${kind}.json`;
/** The fields every document opens with: its schema, the API's version and its kind. */
export const documentHead = <K extends ApiKind>(
  kind: K,
): { $schema: string; apiVersion: typeof API_VERSION; kind: K } => ({
  $schema: schemaPath(kind),
  apiVersion: API_VERSION,
  kind,
});
export const rulesIndexPath = (locale: Locale): string => `${API_ROOT}/${locale}/rules.json`;
export const ruleDocumentPath = (locale: Locale, id: string): string =>
  `${API_ROOT}/${locale}/rules/${encodeURIComponent(id)}.json`;
export const glossaryPath = (locale: Locale): string => `${API_ROOT}/${locale}/glossary.json`;
/** One glossary term's document (the glossary holds every term; this one only). */
export const termDocumentPath = (locale: Locale, id: string): string =>
  `${API_ROOT}/${locale}/glossary/${encodeURIComponent(id)}.json`;
export const tablesPath = (locale: Locale): string => `${API_ROOT}/${locale}/tables.json`;
export const tableDocumentPath = (locale: Locale, id: string): string =>
  `${API_ROOT}/${locale}/tables/${encodeURIComponent(id)}.json`;
/** Every document of a locale in one file (`kind: bulk`). */
export const bulkPath = (locale: Locale): string => `${API_ROOT}/${locale}/all.json`;
/** Every document of a locale, one per line (JSON Lines). */
export const linesPath = (locale: Locale): string => `${API_ROOT}/${locale}/all.jsonl`;
/** The locale's search document: sections and glossary terms by their names in every locale (search-document.ts). */
export const searchPath = (locale: Locale): string => `${API_ROOT}/${locale}/search.json`;
/** What changed since the previous published build. */
export const changesPath = (): string => `${API_ROOT}/changes.json`;
/** The API's changelog (docs/data-api-changelog.md), served beside every version. */
export const CHANGELOG_PATH = '/api/changelog.md';
