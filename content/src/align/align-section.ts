/** The alignment of a translated section's Markdown with its English section's Markdown (align-blocks.ts). */
import { parseContentMarkdown, type SectionBlock, sectionBlocks } from '@polyhedral/markdown';
import { alignBlocks, type BlockAlignment } from './align-blocks.ts';

export interface SectionAlignment {
  english: SectionBlock[];
  translated: SectionBlock[];
  alignment: BlockAlignment;
}

export function alignSection(englishMarkdown: string, translatedMarkdown: string): SectionAlignment {
  const english = sectionBlocks(parseContentMarkdown(englishMarkdown));
  const translated = sectionBlocks(parseContentMarkdown(translatedMarkdown));
  return { english, translated, alignment: alignBlocks(english, translated) };
}

/** By translated block index, the English block indexes it stands for; undefined when the two are not aligned. */
export function englishBlocksOf(englishMarkdown: string, translatedMarkdown: string): number[][] | undefined {
  const { alignment } = alignSection(englishMarkdown, translatedMarkdown);
  return alignment.ok ? alignment.en : undefined;
}
