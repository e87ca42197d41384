/**
 * The blocks of a section that name their own source (`{en-none=SOURCE}`: no English, text from
 * SOURCE), and a section's Markdown without the blocks whose source is not open (the open edition).
 */
import { blockNodes, parseContentMarkdown } from '@polyhedral/markdown';
import type { ContentModel, Section } from '../model/types.ts';

/** A block naming its source: its index, its lines in the section's Markdown (1-based, inclusive), the key. */
export interface BlockSource {
  index: number;
  lines: [number, number];
  source: string;
}

export function blockSourcesOf(section: Pick<Section, 'markdown'>): BlockSource[] {
  if (!section.markdown.includes('{en-none=')) return [];
  return blockNodes(parseContentMarkdown(section.markdown)).flatMap(({ block, node }) =>
    block.marker?.kind === 'none' && block.marker.source !== undefined
      ? [
          {
            index: block.index,
            lines: [node.position?.start.line ?? block.line, node.position?.end.line ?? block.line],
            source: block.marker.source,
          },
        ]
      : [],
  );
}

const isOpen = (model: ContentModel, key: string) => model.sources[key]?.open === true;

/** Whether every block of the section is open: its own source's and each block's named source. */
export function allBlocksOpen(model: ContentModel, section: Section): boolean {
  return (
    isOpen(model, section.source) && blockSourcesOf(section).every((block) => isOpen(model, block.source))
  );
}

/** The section's Markdown without its blocks from a source that is not open (and the blank line after each). */
export function withoutClosedBlocks(model: ContentModel, section: Section): string {
  const closed = blockSourcesOf(section).filter((block) => !isOpen(model, block.source));
  if (closed.length === 0) return section.markdown;
  const lines = section.markdown.split('\n');
  const dropped = new Set(closed.flatMap(({ lines: [from, to] }) => range(from - 1, to)));
  const text = lines
    .filter((_line, index) => !dropped.has(index))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return text.trim() === '' ? '' : text;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, offset) => from + offset);
}
