/** `/api/v1/index.json`: the data API's catalog (src/api/catalog-document.ts). */
import type { APIRoute } from 'astro';
import { catalogDocument } from '../../../api/catalog-document.ts';
import { jsonResponse } from '../../../api/json-response.ts';

export const GET: APIRoute = () => jsonResponse(catalogDocument());
