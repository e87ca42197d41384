/**
 * Run every content file through @polyhedral/markdown and turn its vfile messages (heading
 * IDs, directives, links, raw HTML, table columns) into diagnostics.
 */
import { MARKDOWN_CODES, MESSAGE_SOURCE, type PolyhedralMessage, renderContent } from '@polyhedral/markdown';
import type { ContentFile } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

export interface MarkdownCheckOptions {
  knownRuleIds: ReadonlySet<string>;
  knownTermIds: ReadonlySet<string> | undefined;
}

/** A vfile message of the markdown plugins (it has a code) as a diagnostic; other messages are not ours. */
export function toDiagnostic(message: PolyhedralMessage, file: string): Diagnostic | null {
  if (message.source !== MESSAGE_SOURCE || !MARKDOWN_CODES.includes(message.code)) return null;
  return makeDiagnostic(
    message.code,
    file,
    { line: message.line ?? 1, column: message.column ?? 1 },
    message.params ?? {},
  );
}

export function checkMarkdown(file: ContentFile, options: MarkdownCheckOptions): Diagnostic[] {
  const locale = file.collection === 'playtest' ? 'en' : file.collection;
  const { messages } = renderContent(file.body, {
    locale,
    file: file.file,
    knownRuleIds: options.knownRuleIds,
    ...(options.knownTermIds ? { knownTermIds: options.knownTermIds } : {}),
  });
  return messages.flatMap((message) => toDiagnostic(message, file.file) ?? []);
}
