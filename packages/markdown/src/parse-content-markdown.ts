/**
 * Parse content Markdown with the content syntax (CommonMark + GFM + block directives)
 * and nothing else: no checks, no transforms. For tools that need the tree or positions.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { deepestNesting, MAX_NESTING_DEPTH, MarkdownTooDeepError } from './nesting-depth.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';

const syntax = unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives).freeze();

/** The tree of `markdown`; a text nested deeper than MAX_NESTING_DEPTH throws MarkdownTooDeepError (never a RangeError). */
export function parseContentMarkdown(markdown: string): Root {
  const nesting = deepestNesting(markdown);
  if (nesting.depth > MAX_NESTING_DEPTH) throw new MarkdownTooDeepError(nesting.depth, nesting.line);
  return syntax.parse(markdown);
}
