/**
 * `/api/v2/<locale>/tables.json` and `tables/<ID>.json`: the core's tables as typed cells, `{ value,
 * text }`: the core's value and the site's formatTableCell text, as `table --json` prints it;
 * SRD 5.2 numbers (seed 002), provenance and hash as record-provenance.ts gives them.
 */
import { type CoreTable, getCoreTable, listCoreTables } from '@polyhedral/core/tables';
import { createTranslator, type Locale, tableData } from '@polyhedral/i18n';
import { documentHead, tableDocumentPath } from './api-paths.ts';
import type { TableDocument, TablesDocument } from './api-schemas.ts';
import { withHash } from './record-hash.ts';
import { ruleLink, tableReview, writtenProvenance } from './record-provenance.ts';

type TableFields = Omit<TableDocument, '$schema' | 'apiVersion' | 'kind' | 'locale'>;

function tableFields(locale: Locale, table: CoreTable): TableFields {
  const { tData } = createTranslator(locale);
  const { id, title, columns, rows, note, extract } = tableData(locale, table, tData);
  return withHash({
    id,
    title,
    rule: ruleLink(locale, table.section),
    columns,
    rows,
    note,
    ...tableReview(locale),
    // The numbers are the SRD 5.2's; the words in the locale are written as its glossary's are.
    ...writtenProvenance(locale),
    extract,
    document: tableDocumentPath(locale, table.id),
  });
}

/** Every core table ID, in the core's order. */
export function apiTableIds(): string[] {
  return listCoreTables().map((table) => table.id);
}

export function tableDocument(locale: Locale, id: string): TableDocument {
  const table = getCoreTable(id);
  return {
    ...documentHead('table'),
    locale,
    ...tableFields(locale, table),
  };
}

export function tablesDocument(locale: Locale): TablesDocument {
  const tables = listCoreTables().map((table) => tableFields(locale, table));
  return {
    ...documentHead('tables'),
    locale,
    open: tables.every((table) => table.open),
    tables,
  };
}
