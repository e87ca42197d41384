/**
 * The translator's alignment marker, at the end of a block that does not keep one block per English block:
 * - `{en-merge=N}`: this block translates N English blocks in a row (its own and the N-1 after it).
 * - `{en-split}`: this block continues the English block of the block before it.
 * - `{en-none=SOURCE}`: this block has no English; SOURCE (a key of content/sources.yaml) is where its
 *   text is from. A bare `{en-none}` names none: the alignment check refuses it (`none-unsourced`).
 * Any other `{en-...}` is `invalid`, for the alignment check to refuse. The page never shows it, nor
 * the data API's `text` and `markdown` (withoutAlignmentMarkers).
 */
import type { Nodes, Text } from 'mdast';

export type AlignmentMarker =
  | { kind: 'merge'; count: number }
  | { kind: 'split' }
  | { kind: 'none'; source?: string }
  | { kind: 'invalid'; written: string };

const MARKER = /\s*\{en-([^{}]*)\}\s*$/;
const MERGE = /^merge=([2-9])$/;
const NONE = /^none(?:=([a-z0-9][a-z0-9-]*))?$/;
/** Every marker at a line's end, in Markdown as written. */
const MARKER_AT_LINE_END = /[ \t]*\{en-[^{}\n]*\}[ \t]*$/gm;

function markerOf(body: string): AlignmentMarker {
  if (body === 'split') return { kind: 'split' };
  const none = NONE.exec(body);
  if (none) return none[1] ? { kind: 'none', source: none[1] } : { kind: 'none' };
  const merge = MERGE.exec(body);
  if (merge) return { kind: 'merge', count: Number(merge[1]) };
  return { kind: 'invalid', written: `{en-${body}}` };
}

/** A block's plain text with a trailing marker read off: the text without it, and the marker if any. */
export function alignmentMarkerOf(text: string): { text: string; marker?: AlignmentMarker } {
  const match = MARKER.exec(text);
  if (!match) return { text };
  return { text: text.slice(0, match.index).trimEnd(), marker: markerOf(match[1]!.trim()) };
}

function lastText(node: Nodes): Text | undefined {
  if (node.type === 'text') return node;
  if (!('children' in node)) return undefined;
  for (let index = node.children.length - 1; index >= 0; index -= 1) {
    const child = node.children[index] as Nodes;
    if (node.type === 'listItem' && child.type === 'list') continue;
    const found = lastText(child);
    if (found) return found;
  }
  return undefined;
}

/** Take a trailing marker out of a block node's last text (the rendered page never shows it). */
export function removeAlignmentMarker(node: Nodes): void {
  const text = lastText(node);
  if (text && MARKER.test(text.value)) text.value = text.value.replace(MARKER, '');
}

/** Markdown as written with every alignment marker taken out (the data API's `markdown`). */
export function withoutAlignmentMarkers(markdown: string): string {
  return markdown.replace(MARKER_AT_LINE_END, '');
}
