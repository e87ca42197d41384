/**
 * The problems of content Markdown without its HTML: the same parser and plugins as renderContent
 * (every problem is reported while the tree is checked, none while it is written as HTML), so a
 * checker (`pnpm content check`, the site's review page in a browser) does not carry the HTML
 * serializer. Too deep a text throws MarkdownTooDeepError, as renderContent does.
 */
import type { ContentProcessorOptions } from './create-content-processor.ts';
import type { PolyhedralMessage } from './messages.ts';
import { runContentPlugins } from './run-content-plugins.ts';

export interface CheckContentOptions extends ContentProcessorOptions {
  file?: string;
}

/** Messages in text order (line, then column), as renderContent gives them. */
export function sortMessages(messages: readonly PolyhedralMessage[]): PolyhedralMessage[] {
  return [...messages].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** Every problem the content plugins report on `markdown`, in text order. */
export function checkContent(markdown: string, options: CheckContentOptions): PolyhedralMessage[] {
  return runContentPlugins(markdown, options, (_tree, file) =>
    sortMessages(file.messages as PolyhedralMessage[]),
  );
}
