/**
 * What a block of content Markdown is: the one place that decides it (a list item without its
 * nested list). The raw tree and the plugins' tree give the same blocks.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { type AlignmentMarker, alignmentMarkerOf } from './alignment-marker.ts';

export type SectionBlockKind =
  | 'heading'
  | 'paragraph'
  | 'listItem'
  | 'tableRow'
  | 'aside'
  | 'directive'
  | 'code';

export interface SectionBlock {
  /** 0-based, in document order of the Markdown. */
  index: number;
  kind: SectionBlockKind;
  /** 1-based line in the Markdown. */
  line: number;
  /** Plain text, whitespace collapsed; table cells joined by ` | `; a directive as `::name{...}`. */
  text: string;
  /** A heading's `{#ID}`. */
  id?: string;
  /** The translator's alignment marker at the block's end (`{en-merge=2}`, `{en-split}`), read as written. */
  marker?: AlignmentMarker;
}

/** A block and the node it was read from (the plugin that marks rendered blocks needs the node). */
export interface BlockNode {
  block: SectionBlock;
  node: Nodes;
}

const HEADING_ID = /\s*\{#([^{}]*)\}\s*$/;

function plainText(node: Nodes): string {
  return mdastToString(node, { includeImageAlt: true }).replace(/\s+/g, ' ').trim();
}

function directiveText(node: Extract<Nodes, { type: 'leafDirective' | 'containerDirective' }>): string {
  const attributes = Object.entries(node.attributes ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value ?? ''}"`)
    .join(' ');
  return `::${node.name}{${attributes}}`;
}

function headingBlock(node: Extract<Nodes, { type: 'heading' }>): Omit<SectionBlock, 'index' | 'line'> {
  const written = plainText(node);
  const match = HEADING_ID.exec(written);
  const id = node.data?.id ?? match?.[1]?.trim();
  const text = match ? written.slice(0, match.index).trim() : written;
  return { kind: 'heading', text, ...(id ? { id } : {}) };
}

/** A block whose text may end with an alignment marker: the marker read off, the text without it. */
function markedBlock(kind: SectionBlockKind, node: Nodes): Omit<SectionBlock, 'index' | 'line'> {
  const { text, marker } = alignmentMarkerOf(plainText(node));
  return { kind, text, ...(marker ? { marker } : {}) };
}

function collect(
  node: RootContent,
  push: (node: Nodes, block: Omit<SectionBlock, 'index' | 'line'>) => void,
): void {
  switch (node.type) {
    case 'heading':
      push(node, headingBlock(node));
      return;
    case 'paragraph':
      push(node, markedBlock('paragraph', node));
      return;
    case 'list':
      for (const item of node.children) {
        const own = item.children.filter((child) => child.type !== 'list');
        push(item, markedBlock('listItem', { type: 'listItem', children: own }));
        for (const child of item.children) if (child.type === 'list') collect(child, push);
      }
      return;
    case 'table':
      for (const row of node.children) {
        push(row, { kind: 'tableRow', text: row.children.map(plainText).join(' | ') });
      }
      return;
    case 'blockquote':
      push(node, markedBlock('aside', node));
      return;
    case 'leafDirective':
    case 'containerDirective':
      push(node, { kind: 'directive', text: directiveText(node) });
      return;
    case 'code':
      push(node, { kind: 'code', text: node.value });
      return;
    default:
      return;
  }
}

/** Every block of a tree with the node it was read from, in document order. */
export function blockNodes(tree: Root): BlockNode[] {
  const found: BlockNode[] = [];
  const push = (node: Nodes, block: Omit<SectionBlock, 'index' | 'line'>) => {
    const line = node.position?.start.line ?? 1;
    found.push({ node, block: { index: found.length, line, ...block } });
  };
  for (const child of tree.children) collect(child, push);
  return found;
}

export function sectionBlocks(tree: Root): SectionBlock[] {
  return blockNodes(tree).map(({ block }) => block);
}
