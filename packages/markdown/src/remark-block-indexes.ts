/**
 * With `markBlocks`, marks each block of the rendered page (sectionBlocks decides what a block is): the element a
 * block becomes carries `data-b="<index>"` and, when the English indexes of a translated text are
 * given (`englishBlocks`, from the alignment check), `data-en="<i>[ <j>]"`. A reader's "show the
 * English" view pairs the two through these attributes. The translator's alignment marker
 * (`{en-merge=N}`, `{en-split}`) is taken out of the text here, so no page shows it.
 */
import type { Root } from 'mdast';
import { removeAlignmentMarker } from './alignment-marker.ts';
import { blockNodes } from './section-blocks.ts';

export interface BlockIndexesOptions {
  /**
   * Write `data-b` (and `data-en`) on the block elements (default: markers only removed); `'directives'`
   * marks only the calculator and table directives (their place among the blocks, for the page's
   * wrapper), so a rule page's HTML carries no mark per block.
   */
  markBlocks?: boolean | 'directives' | undefined;
  /** For a translated text: the English block indexes of each of its blocks, by block index. */
  englishBlocks?: readonly (readonly number[])[] | undefined;
}

export function remarkBlockIndexes(options: BlockIndexesOptions = {}) {
  return (tree: Root): undefined => {
    for (const { block, node } of blockNodes(tree)) {
      if (block.marker) removeAlignmentMarker(node);
      if (!options.markBlocks) continue;
      if (options.markBlocks === 'directives' && block.kind !== 'directive') continue;
      const english = options.englishBlocks?.[block.index];
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        dataB: String(block.index),
        ...(english && english.length > 0 ? { dataEn: english.join(' ') } : {}),
      };
    }
  };
}
