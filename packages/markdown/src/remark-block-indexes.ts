/**
 * Takes the alignment marker out of every block (sectionBlocks) and, with `markBlocks`, writes
 * `data-b="<index>"` on its element, which "show the English" pairs with the English blocks.
 */
import type { Root } from 'mdast';
import { removeAlignmentMarker } from './alignment-marker.ts';
import { blockNodes } from './section-blocks.ts';

export interface BlockIndexesOptions {
  /**
   * Write `data-b` on the block elements (default: markers only removed); `'directives'`
   * marks only the calculator and table directives (their place among the blocks, for the page's
   * wrapper), so a rule page's HTML carries no mark per block.
   */
  markBlocks?: boolean | 'directives' | undefined;
}

export function remarkBlockIndexes(options: BlockIndexesOptions = {}) {
  return (tree: Root): undefined => {
    for (const { block, node } of blockNodes(tree)) {
      if (block.marker) removeAlignmentMarker(node);
      if (!options.markBlocks) continue;
      if (options.markBlocks === 'directives' && block.kind !== 'directive') continue;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataB: String(block.index) };
    }
  };
}
