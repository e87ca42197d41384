/** `/api/v1/<locale>/glossary.json`: every glossary term (src/api/glossary-document.ts). */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { glossaryDocument } from '../../../../api/glossary-document.ts';
import { jsonResponse } from '../../../../api/json-response.ts';
import { localePaths } from '../../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(glossaryDocument(params.locale as Locale));
