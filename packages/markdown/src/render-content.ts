/**
 * renderContent: content Markdown -> `{ blocks, headings, messages, ... }`, split at its top-level
 * `::calc` and `::table` directives (component blocks) with HTML blocks between. A leading heading
 * can be set apart (`splitLeadingHeading`) or left out (`dropLeadingHeading`).
 */
import type { Heading, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { sortMessages } from './check-content.ts';
import { type ContentProcessorOptions, createHtmlSerializer } from './create-content-processor.ts';
import type { PolyhedralMessage } from './messages.ts';
import { runContentPlugins } from './run-content-plugins.ts';
import type { BlockPlace, ContentBlock, ContentHeading } from './types.ts';

export interface RenderContentOptions extends ContentProcessorOptions {
  file?: string;
  /**
   * When the document starts with a heading, return its HTML as `leadingHeadingHtml` instead
   * of in the first block (a page places it itself, with notices right under it).
   */
  splitLeadingHeading?: boolean;
  /** When the document starts with a heading, leave it out (blocks and `headings`). */
  dropLeadingHeading?: boolean;
}

export interface RenderedContent {
  blocks: ContentBlock[];
  headings: ContentHeading[];
  /** Problems found, with file, line and column (`message.fatal === true` for errors). */
  messages: PolyhedralMessage[];
  /** The leading heading's HTML when `splitLeadingHeading` found one, else ''. */
  leadingHeadingHtml: string;
  /** Glossary terms linked (`data-term`), in order of first use. */
  termIds: string[];
}

/** The block index remarkBlockIndexes wrote on a directive node. */
function blockPlace(node: RootContent): BlockPlace {
  const index = node.data?.hProperties?.dataB;
  return typeof index === 'string' ? { blockIndex: Number(index) } : {};
}

function headingOf(node: Heading): ContentHeading {
  return { id: node.data?.id ?? null, depth: node.depth, text: mdastToString(node) };
}

export function renderContent(markdown: string, options: RenderContentOptions): RenderedContent {
  return runContentPlugins(markdown, options, (tree, file) => renderTree(tree, file, options));
}

function renderTree(tree: Root, file: VFile, options: RenderContentOptions): RenderedContent {
  const serializer = createHtmlSerializer();
  const toHtml = (children: RootContent[]): string => {
    const root: Root = { type: 'root', children };
    return serializer.stringify(serializer.runSync(root, file));
  };

  const blocks: ContentBlock[] = [];
  const headings: ContentHeading[] = [];
  let pending: RootContent[] = [];
  let sectionId: string | null = null;
  /** The last heading before the current node: a calculator's title is one level below it. */
  let heading: ContentHeading | null = null;
  const flush = () => {
    if (pending.length > 0) blocks.push({ type: 'html', html: toHtml(pending) });
    pending = [];
  };
  const leading = tree.children[0]?.type === 'heading' ? tree.children[0] : undefined;
  let leadingHeadingHtml = '';
  let children = tree.children;
  if (leading && options.dropLeadingHeading) children = children.slice(1);
  else if (leading && options.splitLeadingHeading) leadingHeadingHtml = toHtml([leading]);
  for (const node of children) {
    visit(node, 'heading', (headingNode) => {
      heading = headingOf(headingNode);
      headings.push(heading);
      sectionId = headingNode.data?.id ?? sectionId;
    });
    if (node === leading && leadingHeadingHtml !== '') continue;
    const block = node.type === 'leafDirective' ? node.data?.polyhedralBlock : undefined;
    if (block === undefined) {
      pending.push(node);
      continue;
    }
    flush();
    blocks.push({ ...block, sectionId, heading, ...blockPlace(node) });
  }
  flush();
  const messages = sortMessages(file.messages as PolyhedralMessage[]);
  return { blocks, headings, messages, leadingHeadingHtml, termIds: file.data.termIds ?? [] };
}
