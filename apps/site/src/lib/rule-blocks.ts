/** A rule document's `blocks` (issue 86) and, in a translation, the English block indexes of each. */
import {
  alignSection,
  blockSourcesOf,
  englishChanges,
  type ReaderLocale,
  type Section,
} from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';
import { parseContentMarkdown, sectionBlocks } from '@polyhedral/markdown';
import type { SiteContent } from './site-content.ts';

/** One block as the document carries it; the API's schema (api/rule-block-schemas.ts) checks the shape. */
type Blocks = Array<{
  index: number;
  kind: ReturnType<typeof sectionBlocks>[number]['kind'];
  text: string;
  en: number[] | null;
  /** The block's own source (`{en-none=SOURCE}`: no English original), else null. */
  source: string | null;
}>;

/** A calculator or table directive has no words of its own: its block's plain text is empty (not `::`). */
function plainText(kind: string, text: string): string {
  return kind === 'directive' ? '' : text;
}

/** The blocks of the text a document carries (`section`, in `language`), with their English indexes. */
export function ruleBlocks(
  content: SiteContent,
  language: Locale,
  section: Pick<Section, 'id' | 'markdown'>,
): Blocks {
  const english = content.model.sections.get(section.id)?.en;
  const sources = new Map(blockSourcesOf(section).map((block) => [block.index, block.source]));
  const sourceOf = (index: number) => ({ source: sources.get(index) ?? null });
  if (language === 'en' || !english) {
    return sectionBlocks(parseContentMarkdown(section.markdown)).map(({ index, kind, text }) => ({
      index,
      kind,
      text: plainText(kind, text),
      en: language === 'en' ? [index] : null,
      ...sourceOf(index),
    }));
  }
  const { translated, alignment } = alignSection(english.markdown, section.markdown);
  return translated.map(({ index, kind, text }) => {
    const en = alignment.ok ? alignment.en[index] : undefined;
    return {
      index,
      kind,
      text: plainText(kind, text),
      en: en && en.length > 0 ? en : null,
      ...sourceOf(index),
    };
  });
}

/** What changed in the English since the translation was stamped, for a stale translation's document. */
export function ruleEnglishChanges(
  content: SiteContent,
  language: Locale,
  section: Pick<Section, 'id' | 'convertedFrom'>,
): ReturnType<typeof englishChanges> {
  if (language === 'en') return null;
  // A converted section (zh-hant from zh) was made from its source's translation and shares its stamp.
  const stamped = (section.convertedFrom ?? language) as ReaderLocale;
  return englishChanges(content.model, stamped, section.id);
}
