import { formatList, formatNumber, formatSigned } from './format-number.ts';
import type { Locale } from './locales.ts';

/**
 * One rules-table cell as every surface shows it, numbers and lists through the engine's formatters
 * so a page and a terminal read the same. The core's cell and column shapes are written here
 * structurally: i18n sits below the packages that read it.
 */

/** A cell: a number, a `[min, max]` range, a label key, a list of label keys, a code, or none. */
export type TableCell = number | readonly [number, number] | string | readonly string[] | null;

/** What the renderer reads of a column: its kind, and a label whose text has `{{value}}`. */
export interface TableCellColumn {
  readonly kind: string;
  readonly template?: string;
}

/** A label's text in the locale, `{{value}}` filled when given. */
export type LabelTranslate = (key: string, params?: Record<string, string | number>) => string;

const EN_DASH = '\u2013';
const EM_DASH = '\u2014';

const isLabelKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('table.');

const isRange = (value: TableCell): value is readonly [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');

/** Items joined the locale's way as alternatives ("A, B, or C"): formatList's disjunction. */
export const formatOrList = (locale: Locale, items: readonly string[]): string =>
  formatList(locale, items, { type: 'disjunction' });

function numeric(locale: Locale, column: TableCellColumn, n: number, t: LabelTranslate): string {
  const text = column.kind === 'signed' ? formatSigned(locale, n) : formatNumber(locale, n);
  return column.template ? t(column.template, { value: text }) : text;
}

/**
 * A cell as the reader sees it: numbers in the locale's format, modifiers signed with U+2212,
 * ranges with an en dash, label keys translated, a list of labels as alternatives, `null` as an
 * em dash, a code column as written.
 */
export function formatTableCell(
  locale: Locale,
  column: TableCellColumn,
  cell: TableCell,
  t: LabelTranslate,
): string {
  if (cell === null) return EM_DASH;
  if (typeof cell === 'number') return numeric(locale, column, cell, t);
  if (isRange(cell)) {
    const [min, max] = cell;
    if (min === max) return numeric(locale, column, min, t);
    const text = `${formatNumber(locale, min)}${EN_DASH}${formatNumber(locale, max)}`;
    return column.template ? t(column.template, { value: text }) : text;
  }
  if (Array.isArray(cell)) {
    return formatOrList(
      locale,
      cell.map((key) => (isLabelKey(key) ? t(key) : String(key))),
    );
  }
  if (isLabelKey(cell) && column.kind !== 'code') return t(cell as string);
  return String(cell);
}
