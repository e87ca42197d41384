import type { ResolvedSection } from '@polyhedral/content';
import { type Locale, termLinkNames } from '@polyhedral/i18n';
import { type ContentBlock, renderContent } from '@polyhedral/markdown';
import { withTermGlosses } from '../reading/term-gloss.ts';
import { blocksHaveDice } from './dice-text.ts';
import { rulePath, targetPath } from './permalinks.ts';
import { remembered } from './remembered.ts';
import type { SiteContent } from './site-content.ts';
import { termDefinitionLookup } from './term-definitions.ts';

/** A section ready for the page: its heading apart, so notices can sit right under it. */
export interface RenderedSection {
  section: ResolvedSection;
  /** The heading element (`<h2 id="...">...</h2>`), empty for a page's intro. */
  headingHtml: string;
  blocks: ContentBlock[];
  /** True when the text or its core tables hold dice buttons (the page then loads the dice popover). */
  hasDice: boolean;
  /** Glossary terms linked from the text, in order of first use. */
  termIds: string[];
}

/** A rule's address: straight at page#ID, not at the redirect page of a sub-section. */
export function ruleHref(content: SiteContent, locale: string, id: string): string {
  const target = content.permalinks.get(id);
  return target ? targetPath(locale, target) : rulePath(locale, id);
}

/** The glossary names linked in text written in a locale (computed once per locale). */
const namesIn = remembered((locale: Locale) => termLinkNames(locale));

/** A section's Markdown for a reader; with `markBlocks` a calculator or table knows its block place. */
export function renderSection(
  content: SiteContent,
  locale: Locale,
  section: ResolvedSection,
  options: { markBlocks?: boolean } = {},
): RenderedSection {
  const { blocks, leadingHeadingHtml, termIds } = renderContent(section.markdown, {
    ...(options.markBlocks ? { markBlocks: 'directives' as const } : {}),
    locale,
    rulePath: (linkLocale, id) => ruleHref(content, linkLocale, id),
    knownRuleIds: content.ruleIds,
    termNames: namesIn(section.locale),
    textLocale: section.locale,
    termDefinition: termDefinitionLookup(locale),
    splitLeadingHeading: true,
  });
  return {
    section,
    headingHtml: leadingHeadingHtml,
    // The term's English name after its first use in a section (the reader's term setting), in a
    // translation's own text only (never after an English fallback's terms).
    blocks: blocks.map((block) =>
      block.type === 'html' ? { ...block, html: withTermGlosses(block.html, section.locale) } : block,
    ),
    hasDice: blocksHaveDice(blocks, locale),
    termIds,
  };
}

/** Renders the playtest text shown under a section: its heading dropped, heading IDs renamed so they do not clash. */
export function renderPlaytest(content: SiteContent, locale: Locale, markdown: string): ContentBlock[] {
  return renderContent(markdown, {
    locale,
    rulePath: (linkLocale, id) => ruleHref(content, linkLocale, id),
    knownRuleIds: content.ruleIds,
    requireIds: false,
    dropLeadingHeading: true,
    headingIdAttribute: 'data-playtest-id',
  }).blocks;
}
