/**
 * The one guarded run of the content plugins that renderContent and checkContent share: too deep
 * a text is refused before parsing (MarkdownTooDeepError), the parsed tree's depth is checked, and
 * the plugins, then `use`, run with room on the stack for the tree's depth.
 */
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { type ContentProcessorOptions, createContentParser } from './create-content-processor.ts';
import { MarkdownTooDeepError, nestingProblem } from './nesting-depth.ts';
import { assertTreeDepth, withinStack } from './tree-depth.ts';

/** Parse `markdown`, run the content plugins on it and hand the tree and its file (messages) to `use`. */
export function runContentPlugins<T>(
  markdown: string,
  options: ContentProcessorOptions & { file?: string },
  use: (tree: Root, file: VFile) => T,
): T {
  const problem = nestingProblem(markdown);
  if (problem) throw new MarkdownTooDeepError(problem.depth, problem.line, problem.kind);
  const file = new VFile({ value: markdown, ...(options.file ? { path: options.file } : {}) });
  const parser = createContentParser(options);
  const parsed = parser.parse(file);
  assertTreeDepth(parsed);
  return withinStack(parsed, () => use(parser.runSync(parsed, file) as Root, file));
}
