/** `/api/v2/schema/<kind>.json`: the JSON Schema of each document kind (src/api/api-schemas.ts). */
import type { APIRoute } from 'astro';
import { API_KINDS, type ApiKind } from '../../../../api/api-paths.ts';
import { jsonSchemaOf } from '../../../../api/api-schemas.ts';
import { jsonResponse } from '../../../../api/json-response.ts';

export function getStaticPaths() {
  return API_KINDS.map((kind) => ({ params: { kind } }));
}

export const GET: APIRoute = ({ params }) => jsonResponse(jsonSchemaOf(params.kind as ApiKind));
