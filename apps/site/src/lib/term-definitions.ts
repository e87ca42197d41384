import type { Locale } from '@polyhedral/i18n';
import type { TermDefinitionLookup } from '@polyhedral/markdown';
import { hintWithEnglish } from '../reading/term-gloss.ts';
import { termDefinitionText } from './glossary.ts';

/** The id of the hidden element holding a term's definition on a page. */
export function termDefinitionId(termId: string): string {
  return `term-def-${termId}`;
}

/**
 * What every term link (`a.term[data-term]`) gets at build time, set by the Markdown pipeline on
 * the link itself: aria-describedby, the page's TermDefinitions element that holds the text once,
 * for screen readers and the tooltip (browser/term-tooltips.ts); the text is not repeated on every
 * link (issue 86 item 3: a page's weight). A term without a definition gets none.
 * On a translated page the hint starts with the term's English name (reading/term-gloss.ts).
 */
export function termDefinitionLookup(locale: Locale): TermDefinitionLookup {
  return (termId) => {
    const text = termDefinitionText(termId, locale);
    if (text === '') return undefined;
    return { text: hintWithEnglish(text, termId, locale), elementId: termDefinitionId(termId) };
  };
}
