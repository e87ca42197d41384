/**
 * Term links: the first mention of each glossary term per section (a section starts at each heading)
 * becomes a link to its term (`data-term`); headings, links, code, directives and dice are left
 * alone, and a term the section already links by hand is not linked again. Matching: term-matches.ts.
 */
import type { Link, Nodes, PhrasingContent, Root, Text } from 'mdast';
import { defaultTermPath } from './remark-content-links.ts';
import { NOT_PROSE, splitProse } from './remark-inline-dice.ts';
import type { TermLinkText } from './term-matches.ts';
import { findMatches } from './term-matches.ts';
import type { PathBuilder } from './types.ts';

export type { TermLinkText } from './term-matches.ts';

export interface TermLinksOptions {
  /** The locale links point into (the reader's). */
  locale: string;
  /** The language the text is written in (an English fallback section on a Thai page: 'en'). */
  textLocale?: string;
  /** Names to find, any order (longer names win over shorter overlapping ones). */
  names: readonly TermLinkText[];
  termPath?: PathBuilder;
}

/** Beyond what inline dice skip: text directives, dice buttons and link definitions are not term text either. */
const SKIPPED: ReadonlySet<Nodes['type']> = new Set([
  ...NOT_PROSE,
  'textDirective',
  'diceNotation',
  'definition',
]);

export function remarkTermLinks(options: TermLinksOptions) {
  const textLocale = options.textLocale ?? options.locale;
  const termPath = options.termPath ?? defaultTermPath;
  const termLink = (termId: string, value: string): Link => ({
    type: 'link',
    url: termPath(options.locale, termId),
    children: [{ type: 'text', value }],
    data: { hProperties: { className: ['term'], dataTerm: termId } },
  });

  return (tree: Root): undefined => {
    /** Terms already linked in the current section. */
    let linked = new Set<string>();
    const split = (node: Text): PhrasingContent[] | null => {
      const parts: PhrasingContent[] = [];
      let at = 0;
      for (const match of findMatches(node.value, options.names, textLocale)) {
        if (linked.has(match.termId)) continue;
        linked.add(match.termId);
        if (match.start > at) parts.push({ type: 'text', value: node.value.slice(at, match.start) });
        parts.push(termLink(match.termId, node.value.slice(match.start, match.end)));
        at = match.end;
      }
      if (parts.length === 0) return null;
      if (at < node.value.length) parts.push({ type: 'text', value: node.value.slice(at) });
      return parts;
    };
    splitProse(tree, SKIPPED, split, (node) => {
      if (node.type === 'heading' && node.data?.id !== undefined) linked = new Set();
      const termId = node.type === 'link' ? node.data?.hProperties?.dataTerm : undefined;
      if (typeof termId === 'string') linked.add(termId);
    });
  };
}
