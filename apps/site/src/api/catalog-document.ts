/** `/api/v1/index.json`: where each locale's documents and each kind's schema are, and which build. */
import { LOCALES } from '@polyhedral/i18n';
import { buildStartingPoint } from '../lib/review-data.ts';
import { isOpenEdition } from '../lib/site-content.ts';
import { API_KINDS, API_VERSION, glossaryPath, rulesIndexPath, schemaPath, tablesPath } from './api-paths.ts';
import type { CatalogDocument } from './api-schemas.ts';

export function catalogDocument(): CatalogDocument {
  return {
    $schema: schemaPath('catalog'),
    apiVersion: API_VERSION,
    kind: 'catalog',
    edition: isOpenEdition() ? 'open' : 'full',
    build: buildStartingPoint(),
    locales: LOCALES.map((locale) => ({
      locale,
      rules: rulesIndexPath(locale),
      glossary: glossaryPath(locale),
      tables: tablesPath(locale),
    })),
    schemas: Object.fromEntries(API_KINDS.map((kind) => [kind, schemaPath(kind)])),
  };
}
