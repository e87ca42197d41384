/**
 * A translated page's English for its "Show the English" view (`/<locale>/rules/<PageId>/english.json`,
 * fetched on first use): per section, the English block indexes of each block, the English blocks'
 * kind and text (directives null), and for a stale one what changed, with its label. Read by the rule
 * documents' own code (lib/rule-blocks.ts), so the file and the documents cannot differ.
 */
import type { ResolvedSection } from '@polyhedral/content';
import { createTranslator, type Locale } from '@polyhedral/i18n';
import { ruleBlocks, ruleEnglishChanges } from './rule-blocks.ts';
import { readerSections, type SiteContent } from './site-content.ts';

type Part = { kind: 'same' | 'added' | 'removed'; value: string };

export interface PageEnglishSection {
  id: string;
  /** Per block of the translation (document order): the English block indexes it stands for. */
  en: number[][];
  /** The English blocks by index: `[kind, text]`, null for a calculator or table directive. */
  blocks: ([string, string] | null)[];
  /** A stale translation: per English block index, its word diff since the translation was stamped. */
  changes?: Record<string, Part[]>;
}

export interface PageEnglish {
  /** The label over a changed English block, in the reader's language. */
  changed: string;
  sections: PageEnglishSection[];
}

/** The English indexes of a section's blocks when it is shown translated and aligned, else undefined. */
export function englishIndexesOf(content: SiteContent, section: ResolvedSection): number[][] | undefined {
  if (section.locale === 'en' || section.fallback || section.translationOnly) return undefined;
  const indexes = ruleBlocks(content, section.locale, section).map((block) => block.en ?? []);
  return indexes.some((list) => list.length > 0) ? indexes : undefined;
}

function sectionEnglish(
  content: SiteContent,
  locale: Locale,
  section: ResolvedSection,
): PageEnglishSection | undefined {
  const en = englishIndexesOf(content, section);
  const english = content.model.sections.get(section.id)?.en;
  if (!en || !english) return undefined;
  const blocks = ruleBlocks(content, 'en', english).map(({ kind, text }) =>
    kind === 'directive' ? null : ([kind, text] as [string, string]),
  );
  const diff = section.stale ? ruleEnglishChanges(content, locale, section) : null;
  const changes = diff?.blocks.length
    ? Object.fromEntries(diff.blocks.map((block) => [String(block.index), block.parts]))
    : undefined;
  return { id: section.id, en, blocks, ...(changes ? { changes } : {}) };
}

/** The page's English file, or undefined when no section of it is shown translated and aligned. */
export function pageEnglish(content: SiteContent, locale: Locale, pageId: string): PageEnglish | undefined {
  if (locale === 'en') return undefined;
  const sections = readerSections(content, locale, pageId)
    .map((section) => sectionEnglish(content, locale, section))
    .filter((section): section is PageEnglishSection => section !== undefined);
  if (sections.length === 0) return undefined;
  return { changed: createTranslator(locale).t('ui.reading.changed'), sections };
}
