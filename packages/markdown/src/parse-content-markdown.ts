/**
 * Parse content Markdown with the content syntax (CommonMark + GFM + block directives)
 * and nothing else: no checks, no transforms. For tools that need the tree or positions.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkBlockDirectives } from './remark-block-directives.ts';

const syntax = unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives).freeze();

export function parseContentMarkdown(markdown: string): Root {
  return syntax.parse(markdown);
}
