/**
 * `/api/v2/<locale>/all.json` (kind `bulk`) and `all.jsonl` (one valid document a line: rules,
 * tables, then the glossary), and every record's key and hash for the changes document.
 */
import type { Locale } from '@polyhedral/i18n';
import { isOpenEdition, siteContent } from '../lib/site-content.ts';
import { documentHead } from './api-paths.ts';
import type { BulkDocument } from './api-schemas.ts';
import { buildDate } from './build-date.ts';
import { glossaryDocument } from './glossary-document.ts';
import { apiRuleIds, ruleDocument } from './rule-documents.ts';
import { apiTableIds, tableDocument, tablesDocument } from './table-documents.ts';

export function bulkDocument(locale: Locale): BulkDocument {
  const rules = apiRuleIds().map((id) => ruleDocument(locale, id));
  const glossary = glossaryDocument(locale);
  const tables = tablesDocument(locale);
  return {
    ...documentHead('bulk'),
    locale,
    edition: isOpenEdition() ? 'open' : 'full',
    built: buildDate(siteContent().model.root),
    open: rules.every((rule) => rule.open) && glossary.open && tables.open,
    rules,
    glossary,
    tables,
  };
}

/** The locale's documents as JSON Lines: one document per line, ending with a newline. */
export function bulkLines(locale: Locale): string {
  const documents: unknown[] = [
    ...apiRuleIds().map((id) => ruleDocument(locale, id)),
    ...apiTableIds().map((id) => tableDocument(locale, id)),
    glossaryDocument(locale),
  ];
  return `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;
}

/** Every record of the locale by key (`rule:<ID>`, `term:<TermId>`, `table:<ID>`) -> its hash. */
export function recordHashes(locale: Locale): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const id of apiRuleIds()) hashes[`rule:${id}`] = ruleDocument(locale, id).hash;
  for (const term of glossaryDocument(locale).terms) hashes[`term:${term.id}`] = term.hash;
  for (const table of tablesDocument(locale).tables) hashes[`table:${table.id}`] = table.hash;
  return hashes;
}
