/** `/api/v1/changes.json`: what changed since the previous published build (src/api/changes-document.ts). */
import type { APIRoute } from 'astro';
import { changesDocument } from '../../../api/changes-document.ts';
import { jsonResponse } from '../../../api/json-response.ts';

export const GET: APIRoute = () => jsonResponse(changesDocument());
