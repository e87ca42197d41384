import type { Locale } from '@polyhedral/i18n';
import type { TermDefinitionLookup } from '@polyhedral/markdown';
import { termDefinitionText } from './glossary.ts';

/** The id of the hidden element holding a term's definition on a page. */
export function termDefinitionId(termId: string): string {
  return `term-def-${termId}`;
}

/**
 * What every term link (`a.term[data-term]`) gets at build time, set by the Markdown pipeline on
 * the link itself: `data-definition` for the CSS tooltip on hover/focus, and aria-describedby
 * (the page's TermDefinitions element) for screen readers. A term without a definition gets neither.
 */
export function termDefinitionLookup(locale: Locale): TermDefinitionLookup {
  return (termId) => {
    const text = termDefinitionText(termId, locale);
    return text === '' ? undefined : { text, elementId: termDefinitionId(termId) };
  };
}
