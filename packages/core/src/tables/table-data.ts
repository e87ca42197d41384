/**
 * A core table as data in one locale: its title and column labels in the locale, and each cell as
 * `{ value, text }`, the core's value as it is and the text the site's table shows
 * (formatTableCell, the one cell renderer). The data API's table document
 * (apps/site/src/api/table-documents.ts) is this plus the site's own fields (the rule's page and
 * document, provenance, review state, hash); the CLI's `table <ID> --json` prints this with the
 * document's `kind` and `locale`. Numbers from the SRD 5.2 (seed 002; `extract` names its lines).
 */
import { formatTableCell, type LabelTranslate, type Locale } from '@polyhedral/i18n';
import type { ColumnKind, CoreTable } from './types.ts';

/** A cell's value as JSON writes it (arrays copied: the core's are frozen). */
export type TableCellValue = number | [number, number] | string | string[] | null;

export interface TableData {
  id: string;
  title: string;
  columns: { key: string; label: string; kind: ColumnKind }[];
  rows: Record<string, { value: TableCellValue; text: string }>[];
  note: string | null;
  extract: { seed: string; lines: string };
}

export function tableData(locale: Locale, table: CoreTable, text: LabelTranslate): TableData {
  return {
    id: table.id,
    title: text(table.title),
    columns: table.columns.map((column) => ({
      key: column.key,
      label: text(column.label),
      kind: column.kind,
    })),
    rows: table.rows.map((row) =>
      Object.fromEntries(
        table.columns.map((column) => {
          const value = row[column.key] ?? null;
          const plain = (Array.isArray(value) ? [...value] : value) as TableCellValue;
          return [column.key, { value: plain, text: formatTableCell(locale, column, value, text) }];
        }),
      ),
    ),
    note: table.note ? text(table.note) : null,
    extract: { seed: table.source.seed, lines: table.source.lines },
  };
}
