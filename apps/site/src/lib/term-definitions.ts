import type { Locale } from '@polyhedral/i18n';
import type { TermDefinitionLookup } from '@polyhedral/markdown';
import { hintWithEnglish } from '../reading/term-gloss.ts';
import { termDefinitionText } from './glossary.ts';

/** The id of the hidden element holding a term's definition on a page. */
export function termDefinitionId(termId: string): string {
  return `term-def-${termId}`;
}

/**
 * What each term link gets at build time: aria-describedby to the page's TermDefinitions element,
 * the text held once (issue 86 item 3); none without a definition; a translated hint starts with
 * the English name (reading/term-gloss.ts).
 */
export function termDefinitionLookup(locale: Locale): TermDefinitionLookup {
  return (termId) => {
    const text = termDefinitionText(termId, locale);
    if (text === '') return undefined;
    return { text: hintWithEnglish(text, termId, locale), elementId: termDefinitionId(termId) };
  };
}
