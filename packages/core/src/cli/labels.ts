import { type WrittenLocale as CliLocale, messagesFor } from '@polyhedral/i18n';
import type { CellValue, CoreTableColumn } from '../tables/types.ts';

const TABLES = new Map<CliLocale, Readonly<Record<string, string>>>();

/**
 * The tables' labels (`table.*`) in the `--locale` language, a label a translation lacks in
 * English: the messages of @polyhedral/i18n the site shows, read through its loader (messagesFor)
 * and bundled into the built CLI. The core library itself never imports i18n.
 */
export function tableLabels(locale: CliLocale): Readonly<Record<string, string>> {
  let labels = TABLES.get(locale);
  if (labels === undefined) {
    labels = messagesFor(locale, 'table');
    TABLES.set(locale, labels);
  }
  return labels;
}

const MINUS = '\u2212';

function formatNumber(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** A label's text: its message in the locale (i18next), `{{value}}` and the like filled from `params`. */
export type LabelText = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** A cell as text, following the column kind (see tables/types.ts); `text` gives the labels. */
export function renderCell(value: CellValue, column: CoreTableColumn, text: LabelText): string {
  if (value === null) return '\u2014';
  if (typeof value === 'string') return column.kind === 'code' ? value : text(value);
  if (Array.isArray(value)) {
    if (column.kind === 'labels') return (value as string[]).map((key) => text(key)).join(', ');
    const [min, max] = value as unknown as readonly [number, number];
    return min === max ? formatNumber(min) : `${formatNumber(min)}\u2013${formatNumber(max)}`;
  }
  const n = value as number;
  const shown = column.kind === 'signed' && n >= 0 ? `+${n}` : formatNumber(n);
  return column.template ? text(column.template, { value: shown }) : shown;
}
