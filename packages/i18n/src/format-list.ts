import { formatValue } from './engine.ts';
import type { Locale } from './locales.ts';

export interface ListOptions {
  /** `conjunction` ("A, B, and C", the default), `disjunction` ("A, B, or C"), `unit` ("A, B, C"). */
  type?: 'conjunction' | 'disjunction' | 'unit';
  style?: 'long' | 'short' | 'narrow';
}

/**
 * Items joined the locale's way by i18next's `list` format (Intl.ListFormat), as a template's
 * `{{items, list}}` joins them: for the lists code builds (a table cell's classes, a field's chosen
 * options, the travel pace's paces).
 */
export function formatList(locale: Locale, items: readonly string[], options: ListOptions = {}): string {
  const spec = Object.entries(options).map(([name, value]) => `${name}: ${value}`);
  return formatValue(locale, items, `list(${spec.join('; ')})`);
}
