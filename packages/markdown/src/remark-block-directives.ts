/**
 * Parse block directives only (`::calc{...}` leaf and `:::name` container directives).
 * Text directives are left out on purpose: with them, prose such as "3:1" or "10:30"
 * would turn into directives. This is remark-directive without its text construct.
 */
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';

export function remarkBlockDirectives(this: Processor): undefined {
  const data = this.data();
  const { flow } = directive();
  data.micromarkExtensions ??= [];
  data.fromMarkdownExtensions ??= [];
  data.micromarkExtensions.push({ flow });
  data.fromMarkdownExtensions.push(directiveFromMarkdown());
}
