/** `/api/v1/<locale>/rules.json`: every rule with its state and provenance (src/api/rule-documents.ts). */

import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/json-response.ts';
import { rulesIndex } from '../../../../api/rule-documents.ts';
import { localePaths } from '../../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(rulesIndex(params.locale as Locale));
