import { messageEngine } from './engine.ts';
import { intlLocale, type Locale } from './locales.ts';

export interface ListOptions {
  /** `conjunction` ("A, B, and C", the default), `disjunction` ("A, B, or C"), `unit` ("A, B, C"). */
  type?: 'conjunction' | 'disjunction' | 'unit';
  style?: 'long' | 'short' | 'narrow';
}

/**
 * Items joined the locale's way through the engine's `list` format (i18next's, Intl.ListFormat):
 * the format a template gets with `{{items, list}}`, for the lists code builds (a table cell's
 * classes, the tracker's names, a field's chosen options).
 */
export function formatList(locale: Locale, items: readonly string[], options: ListOptions = {}): string {
  const spec = Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const formatter = messageEngine().services.formatter;
  return formatter
    ? formatter.format(items, spec ? `list(${spec})` : 'list', intlLocale(locale), {})
    : items.join(', ');
}
