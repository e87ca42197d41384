/**
 * A rules table as data in one locale: title and column labels, each cell as `{ value, text }`
 * (formatTableCell's text). The data API's table document and `table <ID> --json` are built on it.
 * The core's `CoreTable` is written here structurally: i18n sits below the packages that read it.
 */
import {
  formatTableCell,
  type LabelTranslate,
  type TableCell,
  type TableCellColumn,
} from './format-table-cell.ts';
import type { Locale } from './locales.ts';

/** What tableData reads of a table (the core's CoreTable). */
export interface TableSource<Kind extends string = string> {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly (TableCellColumn & {
    readonly key: string;
    readonly label: string;
    readonly kind: Kind;
  })[];
  readonly rows: readonly Readonly<Record<string, TableCell>>[];
  readonly note?: string;
  readonly source: { readonly seed: string; readonly lines: string };
}

/** A cell's value as JSON writes it (arrays copied: the core's are frozen). */
export type TableCellValue = number | [number, number] | string | string[] | null;

export interface TableData<Kind extends string = string> {
  id: string;
  title: string;
  columns: { key: string; label: string; kind: Kind }[];
  rows: Record<string, { value: TableCellValue; text: string }>[];
  note: string | null;
  extract: { seed: string; lines: string };
}

export function tableData<Kind extends string>(
  locale: Locale,
  table: TableSource<Kind>,
  text: LabelTranslate,
): TableData<Kind> {
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
