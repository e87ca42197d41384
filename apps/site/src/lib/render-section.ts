import type { ResolvedSection } from '@polyhedral/content';
import { type Locale, termLinkNames } from '@polyhedral/i18n';
import { type ContentBlock, renderContent } from '@polyhedral/markdown';
import { blocksHaveDice } from './dice-text.ts';
import { rulePath, targetPath } from './permalinks.ts';
import type { SiteContent } from './site-content.ts';

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

const LEADING_HEADING = /^\s*(<h[1-6][\s>][\s\S]*?<\/h[1-6]>)/;
const TERM_ATTRIBUTE = /data-term="([^"]+)"/g;

/** Rule links point straight at page#ID, not at the redirect page of a sub-section. */
function linkBuilder(content: SiteContent) {
  return (locale: string, id: string) => {
    const target = content.permalinks.get(id);
    return target ? targetPath(locale, target) : rulePath(locale, id);
  };
}

const linkNames = new Map<Locale, ReturnType<typeof termLinkNames>>();

/** The glossary names linked in text written in a locale (computed once per locale). */
function namesIn(locale: Locale): ReturnType<typeof termLinkNames> {
  let names = linkNames.get(locale);
  if (!names) {
    names = termLinkNames(locale);
    linkNames.set(locale, names);
  }
  return names;
}

/**
 * Renders one resolved section's Markdown for a reader (links and terms point into their locale).
 * Glossary names in the text link to their terms (first mention per section), matched in the
 * language the text is written in (an English fallback section matches English names).
 */
export function renderSection(
  content: SiteContent,
  locale: Locale,
  section: ResolvedSection,
): RenderedSection {
  const { blocks } = renderContent(section.markdown, {
    locale,
    rulePath: linkBuilder(content),
    knownRuleIds: content.ruleIds,
    termNames: namesIn(section.locale),
    textLocale: section.locale,
  });
  let headingHtml = '';
  const first = blocks[0];
  if (first?.type === 'html') {
    const match = LEADING_HEADING.exec(first.html);
    if (match) {
      headingHtml = match[1]!;
      const rest = first.html.slice(match[0].length).trim();
      if (rest === '') blocks.shift();
      else blocks[0] = { type: 'html', html: rest };
    }
  }
  const html = blocks.map((block) => (block.type === 'html' ? block.html : '')).join('\n');
  const termIds = [...new Set([...html.matchAll(TERM_ATTRIBUTE)].map((match) => match[1]!))];
  return { section, headingHtml, blocks, hasDice: blocksHaveDice(blocks, locale), termIds };
}

/** Renders the playtest text shown under a section: its heading dropped, heading IDs renamed so they do not clash. */
export function renderPlaytest(content: SiteContent, locale: Locale, markdown: string): ContentBlock[] {
  const body = markdown.replace(/^\s*#{1,6}\s.*(?:\r?\n|$)/, '');
  const { blocks } = renderContent(body, {
    locale,
    rulePath: linkBuilder(content),
    knownRuleIds: content.ruleIds,
    requireIds: false,
  });
  return blocks.map((block) =>
    block.type === 'html'
      ? { type: 'html', html: block.html.replace(/<(h[1-6]) id="/g, '<$1 data-playtest-id="') }
      : block,
  );
}
