import type { Locale } from '@polyhedral/i18n';
import { createTranslator } from '@polyhedral/i18n';
import { escapeHtml } from '@polyhedral/markdown';
import { attribute, firstElement, parseHtml, replaceRanges, tagRange } from '../../lib/built-html.ts';

/** Pagefind's UI strings in the page's language ("21 results", "Load more results", "Clear"). */
export function pagefindTranslations(locale: Locale): Record<string, string> {
  const { t } = createTranslator(locale);
  const term = '[SEARCH_TERM]';
  return {
    search_label: t('ui.search.pagefind.searchLabel'),
    filters_label: t('ui.search.pagefind.filters'),
    zero_results: t('ui.search.pagefind.zeroResults', { term }),
    many_results: t('ui.search.pagefind.manyResults', { count: '[COUNT]', term }),
    one_result: t('ui.search.pagefind.oneResult', { count: '[COUNT]', term }),
    alt_search: t('ui.search.pagefind.altSearch', { term, other: '[DIFFERENT_TERM]' }),
    search_suggestion: t('ui.search.pagefind.searchSuggestion', { term }),
    searching: t('ui.search.pagefind.searching', { term }),
    load_more: t('ui.search.pagefind.loadMore'),
    clear_search: t('ui.search.pagefind.clear'),
    // The site's own, for the search that could not be loaded (browser/pagefind-ui-on-open.ts).
    load_failed: t('ui.search.pagefind.loadFailed'),
    reload: t('ui.search.pagefind.reload'),
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
