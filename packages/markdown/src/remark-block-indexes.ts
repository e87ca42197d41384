/**
 * With `markBlocks`, marks each block of the rendered page (sectionBlocks decides what a block is): the element a
 * block becomes carries `data-b="<index>"`, its index among the text's blocks, which a reader's
 * "show the English" view pairs with the English blocks of the page's English file. The translator's
 * alignment marker (`{en-merge=N}`, `{en-split}`) is taken out of the text here, so no page shows it.
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
