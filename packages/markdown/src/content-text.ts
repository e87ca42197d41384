/**
 * What the data API says of a section's Markdown besides itself: its plain text, the rules and terms
 * it links to, the tables and calculators it embeds. Read from parseContentMarkdown, never the page.
 */

import type { Nodes, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { alignmentMarkerOf } from './alignment-marker.ts';
import { parseContentMarkdown } from './parse-content-markdown.ts';

export interface ContentText {
  /** Headings, paragraphs, list items and table rows, one block per line group, no markup. */
  text: string;
  /** Rule IDs of its `rule:` links, first mention first, each once. */
  rules: string[];
  /** Term IDs of its `term:` links. */
  terms: string[];
  /** Core table IDs of its `::table{id=...}` lines. */
  tables: string[];
  /** Calculator kinds of its `::calc{kind=...}` lines. */
  calculators: string[];
}

/** The `{#ID}` a heading carries (kept in the Markdown, left out of the text). */
const HEADING_ID = /\s*\{#[^}]*\}\s*$/;

/** A private marker of the content's Markdown (`{en-none}`, `{#ID}`, `{anything=…}`): never plain text. */
const PRIVATE_MARKER = /\{[#a-z][^{}\s]*\}/i;

/** A block's plain text, refused (a build error naming it) if a private marker is left in it (a code block may hold any text). */
function plain(text: string): string {
  const left = PRIVATE_MARKER.exec(text);
  if (left)
    throw new Error(`[polyhedral] plain text keeps the private marker ${left[0]}: “${text.slice(0, 80)}”`);
  return text;
}

/** A node's text; an alignment marker closing it (`{en-none=…}`, `{en-split}`) is the translators', left out. */
function inlineText(node: Nodes): string {
  return alignmentMarkerOf(mdastToString(node, { includeImageAlt: true }).replace(/\s+/g, ' ').trim()).text;
}

/** One block as plain text: list items as `- ` lines, table rows with ` | ` between cells. */
function blockText(node: RootContent, indent = ''): string {
  switch (node.type) {
    case 'heading':
      return inlineText(node).replace(HEADING_ID, '');
    case 'list':
      return node.children
        .map((item, index) => {
          const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : '- ';
          // A nested list indents its own lines; another block under the item is indented here.
          const parts = item.children
            .map((child, at) => {
              const block = blockText(child, `${indent}  `);
              return at === 0 || child.type === 'list' || block === '' ? block : `${indent}  ${block}`;
            })
            .filter(Boolean);
          return `${indent}${marker}${parts.join('\n')}`;
        })
        .join('\n');
    case 'table':
      return node.children.map((row) => row.children.map(inlineText).join(' | ')).join('\n');
    case 'blockquote':
      return node.children
        .map((child) => blockText(child, indent))
        .filter(Boolean)
        .join('\n');
    case 'leafDirective':
    case 'containerDirective':
    case 'html':
    case 'thematicBreak':
      return '';
    case 'code':
      return node.value;
    default:
      return inlineText(node);
  }
}

function pushOnce(list: string[], value: string | undefined | null): void {
  if (value && !list.includes(value)) list.push(value);
}

export function contentText(markdown: string): ContentText {
  const tree: Root = parseContentMarkdown(markdown);
  const result: ContentText = { text: '', rules: [], terms: [], tables: [], calculators: [] };
  result.text = tree.children
    .map((block) => (block.type === 'code' ? block.value : plain(blockText(block))))
    .filter((block) => block !== '')
    .join('\n\n');
  visit(tree, (node) => {
    if (node.type === 'link') {
      const match = /^(rule|term):(.+)$/.exec(node.url);
      if (match) pushOnce(match[1] === 'rule' ? result.rules : result.terms, match[2]);
    } else if (node.type === 'leafDirective') {
      if (node.name === 'table') pushOnce(result.tables, node.attributes?.id);
      if (node.name === 'calc') pushOnce(result.calculators, node.attributes?.kind);
    }
  });
  return result;
}
