/** `/api/v1/<locale>/rules/<ID>.json`: one rule's text, state and provenance (src/api/rule-documents.ts). */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../../api/json-response.ts';
import { apiRuleIds, ruleDocument } from '../../../../../api/rule-documents.ts';

export function getStaticPaths() {
  const ids = apiRuleIds();
  return LOCALES.flatMap((locale) => ids.map((id) => ({ params: { locale, id } })));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(ruleDocument(params.locale as Locale, params.id as string));
