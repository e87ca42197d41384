/**
 * A translated page's English for its "Show the English" view (`/<locale>/rules/<PageId>/english.json`,
 * fetched on first use): per section, the English block indexes of each block, the English blocks'
 * kind and text (a core table's header and rows from the core's English strings, a calculator null),
 * for a stale one what changed (its label is the reading bar's `data-changed`, in the page's own
 * text and glyphs), and what has no English original: `{en-none}` blocks and translation-only
 * sections (the view's note is the bar's `data-no-english`). Read by the rule documents' own code (lib/rule-blocks.ts), so the file and the
 * documents cannot differ.
 */
import { blockSourcesOf, type ResolvedSection } from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';
import { parseContentMarkdown, sectionBlocks } from '@polyhedral/markdown';
import { coreTableText, tableLines } from './core-table-text.ts';
import { ruleBlocks, ruleEnglishChanges } from './rule-blocks.ts';
import { readerSections, type SiteContent } from './site-content.ts';

type Part = { kind: 'same' | 'added' | 'removed'; value: string };

/** An English block: `[kind, text]`; a core table `['table', its lines, its note?]`; a calculator null. */
type PageEnglishBlock = [string, string] | [string, string, string] | null;

export interface PageEnglishSection {
  id: string;
  /** Per block of the translation (document order): the English block indexes it stands for. */
  en: number[][];
  /** The English blocks by index. */
  blocks: PageEnglishBlock[];
  /** A stale translation: per English block index, its word diff since the translation was stamped. */
  changes?: Record<string, Part[]>;
  /** The positions of the blocks with no English original (`{en-none=SOURCE}`): the view says so in their place. */
  none?: number[];
}

export interface PageEnglish {
  sections: PageEnglishSection[];
  /** The sections only the translation has (content/translation-only.yaml): the view says they have no English original. */
  only?: string[];
}

type Blocks = ReturnType<typeof ruleBlocks>;

/** A section's blocks when it is shown translated and aligned to its English, else undefined. */
function alignedBlocks(content: SiteContent, section: ResolvedSection): Blocks | undefined {
  if (section.locale === 'en' || section.fallback || section.translationOnly) return undefined;
  const blocks = ruleBlocks(content, section.locale, section);
  return blocks.some((block) => (block.en ?? []).length > 0) ? blocks : undefined;
}

/** The English indexes of a section's blocks when it is shown translated and aligned, else undefined. */
export function englishIndexesOf(content: SiteContent, section: ResolvedSection): number[][] | undefined {
  return alignedBlocks(content, section)?.map((block) => block.en ?? []);
}

/** A section shown only in the translation, or holding a block with no English original (`{en-none=SOURCE}`). */
export function hasTextWithoutEnglish(section: ResolvedSection): boolean {
  return section.locale !== 'en' && (section.translationOnly || blockSourcesOf(section).length > 0);
}

const TABLE_DIRECTIVE = /^::table\{id="([^"]+)"\}$/;

/** A core table's English, from the core's English strings; null for any other directive or an unknown table. */
function tableEnglish(directive: string): PageEnglishBlock {
  const id = TABLE_DIRECTIVE.exec(directive)?.[1];
  if (!id) return null;
  try {
    const table = coreTableText(id, 'en');
    return table.note ? ['table', tableLines(table), table.note] : ['table', tableLines(table)];
  } catch {
    return null;
  }
}

/** The English blocks of a section, by index. */
function englishBlocks(
  content: SiteContent,
  english: Pick<ResolvedSection, 'id' | 'markdown'>,
): PageEnglishBlock[] {
  const directives = new Map(
    sectionBlocks(parseContentMarkdown(english.markdown))
      .filter((block) => block.kind === 'directive')
      .map((block) => [block.index, block.text]),
  );
  return ruleBlocks(content, 'en', english).map(({ index, kind, text }) =>
    kind === 'directive' ? tableEnglish(directives.get(index) ?? '') : [kind, text],
  );
}

function sectionEnglish(
  content: SiteContent,
  locale: Locale,
  section: ResolvedSection,
): PageEnglishSection | undefined {
  const translated = alignedBlocks(content, section);
  const english = content.model.sections.get(section.id)?.en;
  if (!translated || !english) return undefined;
  const blocks = englishBlocks(content, english);
  const en = translated.map((block) => block.en ?? []);
  const none = translated.flatMap((block, position) => (block.source ? [position] : []));
  const diff = section.stale ? ruleEnglishChanges(content, locale, section) : null;
  const changes = diff?.blocks.length
    ? Object.fromEntries(diff.blocks.map((block) => [String(block.index), block.parts]))
    : undefined;
  return { id: section.id, en, blocks, ...(changes ? { changes } : {}), ...(none.length ? { none } : {}) };
}

/** The page's English file, or undefined when no section of it is shown translated and aligned. */
export function pageEnglish(content: SiteContent, locale: Locale, pageId: string): PageEnglish | undefined {
  if (locale === 'en') return undefined;
  const shown = readerSections(content, locale, pageId);
  const sections = shown
    .map((section) => sectionEnglish(content, locale, section))
    .filter((section): section is PageEnglishSection => section !== undefined);
  if (sections.length === 0) return undefined;
  const only = shown.filter((section) => section.translationOnly).map((section) => section.id);
  return { sections, ...(only.length ? { only } : {}) };
}
