/** `/api/v2/<locale>/all.jsonl`: every document of the locale, one per line (src/api/bulk-documents.ts). */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { bulkLines } from '../../../../api/bulk-documents.ts';
import { localePaths } from '../../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) =>
  new Response(bulkLines(params.locale as Locale), {
    headers: { 'Content-Type': 'application/jsonl; charset=utf-8' },
  });
