/**
 * Parse content Markdown with the content syntax (CommonMark + GFM + block directives)
 * and nothing else: no checks, no transforms. For tools that need the tree or positions.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { MarkdownTooDeepError, nestingProblem } from './nesting-depth.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { assertTreeDepth } from './tree-depth.ts';

const syntax = unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives).freeze();

/**
 * The tree of `markdown`; a text whose containers or inline markup nest deeper than the parser may
 * go throws MarkdownTooDeepError with its line (never a RangeError, never seconds of parsing).
 */
export function parseContentMarkdown(markdown: string): Root {
  const problem = nestingProblem(markdown);
  if (problem) throw new MarkdownTooDeepError(problem.depth, problem.line, problem.kind);
  const tree = syntax.parse(markdown);
  assertTreeDepth(tree);
  return tree;
}
