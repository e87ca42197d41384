import type { WrittenLocale as CliLocale } from '@polyhedral/i18n/client';
import enTables from '@polyhedral/i18n/resources/en/tables.json' with { type: 'json' };
import thTables from '@polyhedral/i18n/resources/th/tables.json' with { type: 'json' };
import zhTables from '@polyhedral/i18n/resources/zh/tables.json' with { type: 'json' };
import type { CellValue, CoreTableColumn } from '../tables/types.ts';

const TABLES: Readonly<Record<CliLocale, Readonly<Record<string, string>>>> = {
  en: enTables,
  // A label a translation lacks reads in English.
  th: { ...enTables, ...thTables },
  zh: { ...enTables, ...zhTables },
};

/**
 * The tables' labels in the `--locale` language: the resources of @polyhedral/i18n (the texts the
 * site shows), imported through that package's exports and bundled into the built CLI (error lines
 * and receipt steps speak --locale too: messages.ts). The core library itself never imports i18n.
 */
export function tableLabels(locale: CliLocale): Readonly<Record<string, string>> {
  return TABLES[locale];
}

const MINUS = '\u2212';

function formatNumber(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** A cell as text, following the column kind (see tables/types.ts); `text` gives the labels. */
export function renderCell(value: CellValue, column: CoreTableColumn, text: (key: string) => string): string {
  if (value === null) return '\u2014';
  if (typeof value === 'string') return column.kind === 'code' ? value : text(value);
  if (Array.isArray(value)) {
    if (column.kind === 'labels') return (value as string[]).map(text).join(', ');
    const [min, max] = value as unknown as readonly [number, number];
    return min === max ? formatNumber(min) : `${formatNumber(min)}\u2013${formatNumber(max)}`;
  }
  const n = value as number;
  const shown = column.kind === 'signed' && n >= 0 ? `+${n}` : formatNumber(n);
  return column.template ? text(column.template).replaceAll('{{value}}', shown) : shown;
}
