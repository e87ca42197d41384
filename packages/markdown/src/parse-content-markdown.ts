/**
 * Parse content Markdown with the content syntax (CommonMark + GFM + block directives, with
 * emphasis allowed next to CJK punctuation as the pages render it) and nothing else: no checks,
 * no transforms. For tools that need the tree or positions.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { MarkdownTooDeepError, nestingProblem } from './nesting-depth.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { remarkCjkEmphasis } from './remark-cjk-emphasis.ts';
import { createTextMemo } from './text-memo.ts';
import { assertTreeDepth } from './tree-depth.ts';

// The pages' parser (createContentParser) takes `**骰子。**你` as emphasis; so does this one, or the
// data API's plain text keeps the `**` the page does not show.
const syntax = unified()
  .use(remarkParse)
  .use(remarkCjkEmphasis)
  .use(remarkGfm)
  .use(remarkBlockDirectives)
  .freeze();

/** Trees parsed in this process, by text (4 M characters kept: about eight times the book in three languages). */
const trees = createTextMemo<Root>(4 * 1024 * 1024);

/**
 * The tree of `markdown`; a text whose containers or inline markup nest deeper than the parser may
 * go throws MarkdownTooDeepError with its line (never a RangeError, never seconds of parsing).
 * The tree is shared by every caller that parses the same text: read it, never change it.
 */
export function parseContentMarkdown(markdown: string): Root {
  const known = trees.get(markdown);
  if (known) return known;
  const problem = nestingProblem(markdown);
  if (problem) throw new MarkdownTooDeepError(problem.depth, problem.line, problem.kind);
  const tree = syntax.parse(markdown);
  assertTreeDepth(tree);
  return trees.set(markdown, tree);
}
