/** `/api/v2/<locale>/rules/<ID>.json`, `/tables/<ID>.json`, `/glossary/<TermId>.json`: one rule, core table or term (src/api). */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { apiTermIds, termDocument } from '../../../../../api/glossary-document.ts';
import { jsonResponse } from '../../../../../api/json-response.ts';
import { apiRuleIds, ruleDocument } from '../../../../../api/rule-documents.ts';
import { apiTableIds, tableDocument } from '../../../../../api/table-documents.ts';

const KINDS = {
  rules: { ids: apiRuleIds, document: ruleDocument },
  tables: { ids: apiTableIds, document: tableDocument },
  glossary: { ids: apiTermIds, document: termDocument },
};

export function getStaticPaths() {
  return Object.entries(KINDS).flatMap(([kind, { ids }]) => {
    const all = ids();
    return LOCALES.flatMap((locale) => all.map((id) => ({ params: { locale, kind, id } })));
  });
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(
    KINDS[params.kind as keyof typeof KINDS].document(params.locale as Locale, params.id as string),
  );
