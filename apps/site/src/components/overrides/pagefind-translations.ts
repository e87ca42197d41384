import type { Locale } from '@polyhedral/i18n';
import { createTranslator } from '@polyhedral/i18n';
import { escapeHtml } from '@polyhedral/markdown';
import { attribute, firstElement, parseHtml, replaceRanges, tagRange } from '../../lib/built-html.ts';

/**
 * Pagefind's search UI strings in the page's language (its keys, its `[COUNT]`-style
 * placeholders), from @polyhedral/i18n: "21 results", "Load more results" and "Clear" otherwise
 * stay English on th and zh pages.
 */
export function pagefindTranslations(locale: Locale): Record<string, string> {
  const { t } = createTranslator(locale);
  const term = '[SEARCH_TERM]';
  const key = (name: string, params?: Record<string, string>) => t(`ui.search.pagefind.${name}`, params);
  return {
    search_label: key('searchLabel'),
    filters_label: key('filters'),
    zero_results: key('zeroResults', { term }),
    many_results: key('manyResults', { count: '[COUNT]', term }),
    one_result: key('oneResult', { count: '[COUNT]', term }),
    alt_search: key('altSearch', { term, other: '[DIFFERENT_TERM]' }),
    search_suggestion: key('searchSuggestion', { term }),
    searching: key('searching', { term }),
    load_more: key('loadMore'),
    clear_search: key('clear'),
  };
}

/** Merges `strings` into the `data-translations` JSON Starlight's search element carries. */
export function withPagefindTranslations(html: string, strings: Record<string, string>): string {
  const tree = parseHtml(html, { fragment: true, tagPositions: true });
  const element = firstElement(tree, (one) => attribute(one, 'dataTranslations') !== undefined);
  const range = element && tagRange(element, { attribute: 'dataTranslations' });
  if (!element || !range) return html;
  let existing: Record<string, string> = {};
  try {
    existing = JSON.parse(attribute(element, 'dataTranslations') ?? '') as Record<string, string>;
  } catch {
    existing = {};
  }
  const value = escapeHtml(JSON.stringify({ ...existing, ...strings }));
  return replaceRanges(html, [{ ...range, text: `data-translations="${value}"` }]);
}
