/**
 * The unified pipeline for content Markdown: parse (CommonMark + GFM + block directives),
 * then the Polyhedral plugins in a fixed order. `createContentProcessor` goes on to HTML;
 * `createContentParser` stops at the checked mdast tree (renderContent splits it itself).
 */
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { type BlockIndexesOptions, remarkBlockIndexes } from './remark-block-indexes.ts';
import { remarkCjkEmphasis } from './remark-cjk-emphasis.ts';
import { type ContentDirectivesOptions, remarkContentDirectives } from './remark-content-directives.ts';
import { type ContentLinksOptions, remarkContentLinks } from './remark-content-links.ts';
import { type HeadingIdsOptions, remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkInlineDice } from './remark-inline-dice.ts';
import { remarkNoHtml } from './remark-no-html.ts';
import { remarkTableColumns } from './remark-table-columns.ts';
import { remarkTermDefinitions, type TermDefinitionLookup } from './remark-term-definitions.ts';
import { remarkTermLinks, type TermLinkText } from './remark-term-links.ts';

export type ContentProcessorOptions = ContentLinksOptions &
  HeadingIdsOptions &
  ContentDirectivesOptions &
  BlockIndexesOptions & {
    /** Glossary names to link in prose (first mention per section); no automatic term links without them. */
    termNames?: readonly TermLinkText[];
    /** The language the Markdown is written in, when it differs from `locale` (a fallback section). */
    textLocale?: string;
    /**
     * A term's definition for the reader: term links then carry `aria-describedby` when the
     * definition names its element on the page, else `data-definition` (the text).
     */
    termDefinition?: TermDefinitionLookup;
  };

/** Parser + checks + transforms, ending at mdast. */
export function createContentParser(options: ContentProcessorOptions) {
  return (
    unified()
      .use(remarkParse)
      // Chinese puts emphasis right before or after full-width punctuation (`**骰子。**你`), which
      // CommonMark alone does not treat as emphasis.
      .use(remarkCjkEmphasis)
      .use(remarkGfm)
      .use(remarkBlockDirectives)
      .use(remarkNoHtml)
      .use(remarkHeadingIds, {
        requireIds: options.requireIds ?? true,
        ...(options.headingIdAttribute ? { headingIdAttribute: options.headingIdAttribute } : {}),
      })
      // Before any plugin adds or removes nodes: the indexes are those sectionBlocks gives the raw tree.
      .use(remarkBlockIndexes, { markBlocks: options.markBlocks })
      .use(remarkContentDirectives, options.registry ? { registry: options.registry } : {})
      .use(remarkTableColumns)
      .use(remarkContentLinks, options)
      .use(
        remarkTermLinks,
        options.termNames
          ? {
              locale: options.locale,
              names: options.termNames,
              ...(options.textLocale ? { textLocale: options.textLocale } : {}),
              ...(options.termPath ? { termPath: options.termPath } : {}),
            }
          : { locale: options.locale, names: [] },
      )
      .use(remarkTermDefinitions, options.termDefinition ? { termDefinition: options.termDefinition } : {})
      .use(remarkInlineDice)
  );
}

/** mdast -> HTML string (used per block by renderContent). */
export function createHtmlSerializer() {
  return unified().use(remarkRehype).use(rehypeStringify);
}

/** The whole pipeline: content Markdown -> HTML string, problems as vfile messages. */
export function createContentProcessor(options: ContentProcessorOptions) {
  return createContentParser(options).use(remarkRehype).use(rehypeStringify);
}
