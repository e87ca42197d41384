import type { CellValue, CoreTableColumn } from '@polyhedral/core/tables';
import { formatNumber, formatSigned, intlLocale, type Locale } from '@polyhedral/i18n';

/** Translates a `tables` label key, interpolating `{{value}}` when given. */
export type LabelTranslate = (key: string, params?: Record<string, string | number>) => string;

const EN_DASH = '\u2013';
const EM_DASH = '\u2014';

function isLabelKey(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('table.');
}

function isRange(value: CellValue): value is readonly [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
}

function formatNumeric(locale: Locale, column: CoreTableColumn, n: number, t: LabelTranslate): string {
  const text = column.kind === 'signed' ? formatSigned(locale, n) : formatNumber(locale, n);
  return column.template ? t(column.template, { value: text }) : text;
}

/**
 * One core-table cell as the reader sees it: numbers in the locale's format, modifiers signed
 * with U+2212, ranges with an en dash, label keys translated, `null` as an em dash.
 */
export function formatTableCell(
  locale: Locale,
  column: CoreTableColumn,
  cell: CellValue,
  t: LabelTranslate,
): string {
  if (cell === null) return EM_DASH;
  if (typeof cell === 'number') return formatNumeric(locale, column, cell, t);
  if (isRange(cell)) {
    const [min, max] = cell;
    if (min === max) return formatNumeric(locale, column, min, t);
    const text = `${formatNumber(locale, min)}${EN_DASH}${formatNumber(locale, max)}`;
    return column.template ? t(column.template, { value: text }) : text;
  }
  if (Array.isArray(cell)) {
    const names = cell.map((key) => (isLabelKey(key) ? t(key) : String(key)));
    return new Intl.ListFormat(intlLocale(locale), { type: 'disjunction' }).format(names);
  }
  if (isLabelKey(cell) && column.kind !== 'code') return t(cell);
  return String(cell);
}
