/** `/api/v1/index.json`: v1 is retired; this note says where v2 is (retired-v1.ts). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { retiredV1Note } from '../../../api/retired-v1.ts';

export const GET: APIRoute = () => jsonResponse(retiredV1Note());
