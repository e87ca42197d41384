/** `/api/v2/index.json` (the catalog) and `/api/v2/changes.json` (since the previous published build). */
import type { APIRoute } from 'astro';
import { catalogDocument } from '../../../api/catalog-document.ts';
import { changesDocument } from '../../../api/changes-document.ts';
import { jsonResponse } from '../../../api/json-response.ts';

const DOCUMENTS = { index: catalogDocument, changes: changesDocument };

export const getStaticPaths = () => Object.keys(DOCUMENTS).map((document) => ({ params: { document } }));

export const GET: APIRoute = ({ params }) =>
  jsonResponse(DOCUMENTS[params.document as keyof typeof DOCUMENTS]());
