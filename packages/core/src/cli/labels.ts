import tables from '@polyhedral/i18n/resources/en/tables.json' with { type: 'json' };
import type { CellValue, CoreTableColumn } from '../tables/types.ts';

/**
 * The tables' labels are the English resources of @polyhedral/i18n (the texts the site shows),
 * imported through that package's exports and bundled into the built CLI (error lines and receipt
 * steps speak --locale: messages.ts). The core library itself never imports i18n.
 */
export function englishLabels(): Readonly<Record<string, string>> {
  return tables;
}

const MINUS = '\u2212';

function formatNumber(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** A cell as English text, following the column kind (see tables/types.ts). */
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
