/** `/api/v1/<locale>/all.json`: every document of the locale in one file (src/api/bulk-documents.ts). */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { bulkDocument } from '../../../../api/bulk-documents.ts';
import { jsonResponse } from '../../../../api/json-response.ts';
import { localePaths } from '../../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(bulkDocument(params.locale as Locale));
