/** `/api/404.json`: the data API's "not found" answer (src/api/not-found-document.ts). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../api/json-response.ts';
import { notFoundDocument } from '../../api/not-found-document.ts';

export const GET: APIRoute = () => jsonResponse(notFoundDocument());
