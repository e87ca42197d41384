/**
 * Each block of a section's Markdown (sectionBlocks decides them) with the prose the number check
 * reads in it and where each character of that prose is written: the text and inline code of the
 * block (a list item without its nested list, no code block, no link URL, no heading `{#ID}`, no
 * alignment marker), joined in order, and a position for any offset in it. Browser-safe.
 */
import { blockNodes, parseContentMarkdown, type SectionBlock } from '@polyhedral/markdown';
import type { Nodes } from 'mdast';

export interface Position {
  line: number;
  column: number;
}

export interface BlockText {
  block: SectionBlock;
  /** The prose of the block as written (text and inline code joined). */
  text: string;
  /** Where the character at `offset` of `text` is in the Markdown. */
  at: (offset: number) => Position;
}

interface Piece {
  from: number;
  value: string;
  start: Position;
}

/** A trailing `{#ID}` or alignment marker `{en-…}`: not prose. */
const TRAILING = /\s*\{(?:#|en-)[^{}]*\}\s*$/;

function pieces(node: Nodes, out: Piece[], offset: { value: number }): void {
  if (node.type === 'text' || node.type === 'inlineCode') {
    const start = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    out.push({ from: offset.value, value: node.value, start });
    offset.value += node.value.length;
    return;
  }
  if (node.type === 'code' || node.type === 'list' || !('children' in node)) return;
  // Cells and paragraphs part: "5" and "10" in two cells are not "510".
  if ((node.type === 'tableCell' || node.type === 'paragraph') && out.length > 0) {
    const start = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    out.push({ from: offset.value, value: ' | ', start });
    offset.value += 3;
  }
  for (const child of node.children as Nodes[]) pieces(child, out, offset);
}

function positionIn(piece: Piece, offset: number): Position {
  const before = piece.value.slice(0, offset - piece.from);
  const newline = before.lastIndexOf('\n');
  if (newline < 0) return { line: piece.start.line, column: piece.start.column + before.length };
  return { line: piece.start.line + (before.match(/\n/g)?.length ?? 0), column: before.length - newline };
}

function blockText(block: SectionBlock, node: Nodes): BlockText {
  const found: Piece[] = [];
  const children = node.type === 'listItem' ? node.children.filter((child) => child.type !== 'list') : [node];
  const offset = { value: 0 };
  for (const child of children) pieces(child as Nodes, found, offset);
  const text = found
    .map((piece) => piece.value)
    .join('')
    .replace(TRAILING, '');
  const at = (position: number): Position => {
    const piece = [...found].reverse().find((candidate) => candidate.from <= position);
    return piece ? positionIn(piece, position) : { line: block.line, column: 1 };
  };
  return { block, text, at };
}

/**
 * The last sections read, by their Markdown: a check reads an English section once for each of its
 * translations (690 reads of 529 texts in a whole-tree `content check`). Read-only results.
 */
const recent = new Map<string, readonly BlockText[]>();
const RECENT = 64;

/** The blocks of a section's Markdown, each with its prose and positions. */
export function blockTexts(markdown: string): readonly BlockText[] {
  const known = recent.get(markdown);
  if (known) return known;
  const read = blockNodes(parseContentMarkdown(markdown)).map(({ block, node }) => blockText(block, node));
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(markdown, read);
  return read;
}
