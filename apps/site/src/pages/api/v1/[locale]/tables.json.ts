/** `/api/v1/<locale>/tables.json`: every core table as typed data (src/api/table-documents.ts). */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/json-response.ts';
import { tablesDocument } from '../../../../api/table-documents.ts';
import { localePaths } from '../../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(tablesDocument(params.locale as Locale));
