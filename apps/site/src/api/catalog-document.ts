/** `/api/v2/index.json`: each locale's documents, each schema, the build, the address and the sources. */
import { LOCALES } from '@polyhedral/i18n';
import { buildStartingPoint } from '../lib/review-data.ts';
import { isOpenEdition, siteContent } from '../lib/site-content.ts';
import {
  API_KINDS,
  bulkPath,
  CHANGELOG_PATH,
  changesPath,
  documentHead,
  glossaryPath,
  linesPath,
  rulesIndexPath,
  schemaPath,
  searchPath,
  tablesPath,
} from './api-paths.ts';
import type { CatalogDocument } from './api-schemas.ts';
import { buildDate } from './build-date.ts';
import { apiSources } from './rule-documents.ts';

/** The site's address without a trailing slash (POLYHEDRAL_SITE_URL, astro.config.mjs's `site`), if known. */
export function siteBaseUrl(): string | null {
  const site = (import.meta.env?.SITE as string | undefined) ?? process.env.POLYHEDRAL_SITE_URL;
  return site ? site.replace(/\/+$/, '') : null;
}

export function catalogDocument(): CatalogDocument {
  const content = siteContent();
  return {
    ...documentHead('catalog'),
    edition: isOpenEdition() ? 'open' : 'full',
    baseUrl: siteBaseUrl(),
    build: buildStartingPoint(),
    built: buildDate(content.model.root),
    changes: changesPath(),
    changelog: CHANGELOG_PATH,
    sources: apiSources(content),
    locales: LOCALES.map((locale) => ({
      locale,
      rules: rulesIndexPath(locale),
      glossary: glossaryPath(locale),
      tables: tablesPath(locale),
      all: bulkPath(locale),
      lines: linesPath(locale),
      search: searchPath(locale),
    })),
    schemas: Object.fromEntries(API_KINDS.map((kind) => [kind, schemaPath(kind)])),
  };
}
