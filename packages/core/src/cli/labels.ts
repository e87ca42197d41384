import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CellValue, CoreTableColumn } from '../tables/types.ts';

/**
 * English label texts for the CLI's readable tables, read from the i18n resources when the
 * monorepo has them (the library itself never depends on i18n; without the file the CLI shows
 * label keys).
 */
export function englishLabels(): Record<string, string> {
  return englishResource('tables');
}

function englishResource(namespace: string): Record<string, string> {
  const file = fileURLToPath(new URL(`../../../i18n/src/resources/en/${namespace}.json`, import.meta.url));
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * The English message of an error code (the same texts the site shows, from the i18n
 * resources), with its parameters filled in; undefined when the resources are not there.
 */
export function englishErrorMessage(
  code: string,
  params: Readonly<Record<string, string | number>>,
): string | undefined {
  const template = englishResource('errors-core')[code] ?? englishResource('errors-dice')[code];
  return template?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
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
