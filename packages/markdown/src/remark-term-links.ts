/**
 * Term links: glossary term names in rule prose become links to their term
 * (`<a class="term" href="/<locale>/glossary/<TermId>/" data-term="<TermId>">`), the first mention
 * of each term per section (a section starts at each heading). The names come from the glossary
 * (passed in, longest first wins); headings, links, code, directives and dice are left alone, and a
 * term the section already links by hand (`[..](term:Id)`) is not linked again.
 *
 * Matching: English names match whole words, case as written (the rules capitalize defined terms:
 * "the Prone condition"), plus a plural -s/-es. Chinese names match as substrings. Thai has no
 * spaces: a name matches only where it starts and ends on a word boundary of the Thai word breaker
 * (Intl.Segmenter), so ล้มลงนอน is not found inside a longer word. Overlapping names: the longest
 * wins (Death Saving Throw over Saving Throw), so a term is never linked inside another.
 */
import type { Link, Nodes, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { defaultTermPath } from './remark-content-links.ts';
import { NOT_PROSE } from './remark-inline-dice.ts';
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
    visit(tree, (node, index, parent) => {
      if (node.type === 'heading' && node.data?.id !== undefined) linked = new Set();
      if (node.type === 'link') {
        const termId = node.data?.hProperties?.dataTerm;
        if (typeof termId === 'string') linked.add(termId);
      }
      if (SKIPPED.has(node.type)) return SKIP;
      if (node.type !== 'text' || parent === undefined || index === undefined) return;
      const parts = split(node);
      if (parts === null) return;
      (parent.children as PhrasingContent[]).splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}
