/** `/api/v2/<locale>/<document>.json`: the locale's bulk file, glossary, rules index, tables and search document (src/api). */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { bulkDocument } from '../../../../api/bulk-documents.ts';
import { glossaryDocument } from '../../../../api/glossary-document.ts';
import { jsonResponse } from '../../../../api/json-response.ts';
import { rulesIndex } from '../../../../api/rule-documents.ts';
import { searchApiDocument } from '../../../../api/search-document.ts';
import { tablesDocument } from '../../../../api/table-documents.ts';

const DOCUMENTS = {
  all: bulkDocument,
  glossary: glossaryDocument,
  rules: rulesIndex,
  tables: tablesDocument,
  search: searchApiDocument,
};

export function getStaticPaths() {
  return LOCALES.flatMap((locale) =>
    Object.keys(DOCUMENTS).map((document) => ({ params: { locale, document } })),
  );
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(DOCUMENTS[params.document as keyof typeof DOCUMENTS](params.locale as Locale));
