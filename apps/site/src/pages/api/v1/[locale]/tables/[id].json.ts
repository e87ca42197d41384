/** `/api/v1/<locale>/tables/<ID>.json`: one core table as typed data (src/api/table-documents.ts). */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../../api/json-response.ts';
import { apiTableIds, tableDocument } from '../../../../../api/table-documents.ts';

export function getStaticPaths() {
  const ids = apiTableIds();
  return LOCALES.flatMap((locale) => ids.map((id) => ({ params: { locale, id } })));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(tableDocument(params.locale as Locale, params.id as string));
