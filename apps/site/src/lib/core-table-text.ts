/**
 * A core table's words in one locale (its numbers live once, in @polyhedral/core): the caption,
 * the header row, each row's cells and the note, as CoreTable.astro shows them, the dice check
 * reads them and the English view (issue 102) shows the English row under each translated one.
 */
import { getCoreTable } from '@polyhedral/core/tables';
import { createTranslator, formatTableCell, type Locale } from '@polyhedral/i18n';

interface CoreTableText {
  id: string;
  title: string;
  header: string[];
  /** Per row, its cells; `rowHeader[i]` says whether cell i heads its row (a `<th scope="row">`). */
  rows: string[][];
  rowHeader: boolean[];
  note?: string;
}

/** The table with this ID in `locale`; an unknown ID is the core's `rules.table.unknown` error. */
export function coreTableText(id: string, locale: Locale): CoreTableText {
  const table = getCoreTable(id);
  const { tData } = createTranslator(locale);
  return {
    id: table.id,
    title: tData(table.title),
    header: table.columns.map((column) => tData(column.label)),
    rows: table.rows.map((row) =>
      table.columns.map((column) => formatTableCell(locale, column, row[column.key] ?? null, tData)),
    ),
    rowHeader: table.columns.map((column) => column.rowHeader === true),
    ...(table.note ? { note: tData(table.note) } : {}),
  };
}

/** The English view's text of a table: its header and rows, a line each, cells joined by ` | ` (english-placement.ts). */
export function tableLines(table: CoreTableText): string {
  return [table.header, ...table.rows].map((cells) => cells.join(' | ')).join('\n');
}
