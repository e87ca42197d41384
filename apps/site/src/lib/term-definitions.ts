import type { Locale } from '@polyhedral/i18n';
import type { ContentBlock } from '@polyhedral/markdown';
import { escapeHtml } from '@polyhedral/markdown';
import { termDefinitionText } from './glossary.ts';

const TERM_LINK = /<a([^>]*?)data-term="([^"]+)"([^>]*)>/g;

/** The id of the hidden element holding a term's definition on a page. */
export function termDefinitionId(termId: string): string {
  return `term-def-${termId}`;
}

/**
 * Gives every term link (`a.term[data-term]`) its definition at build time: `data-definition` for
 * the CSS tooltip on hover/focus, and aria-describedby for screen readers.
 */
export function addTermDefinitions(blocks: ContentBlock[], locale: Locale): void {
  blocks.forEach((block, index) => {
    if (block.type !== 'html' || !block.html.includes('data-term=')) return;
    const html = block.html.replace(TERM_LINK, (whole, before: string, termId: string, after: string) => {
      const definition = termDefinitionText(termId, locale);
      if (!definition) return whole;
      const attributes = ` data-definition="${escapeHtml(definition)}" aria-describedby="${termDefinitionId(termId)}"`;
      return `<a${before}data-term="${termId}"${after}${attributes}>`;
    });
    blocks[index] = { type: 'html', html };
  });
}
