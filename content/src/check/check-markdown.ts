/**
 * Run every content file through @polyhedral/markdown and turn its vfile messages (heading
 * IDs, directives, links, raw HTML, table columns) into diagnostics.
 */
import { type PolyhedralMessage, renderContent } from '@polyhedral/markdown';
import type { ContentFile } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';
import { CONTENT_MESSAGES, type ContentRuleId } from './messages.ts';

export interface MarkdownCheckOptions {
  knownRuleIds: ReadonlySet<string>;
  knownTermIds: ReadonlySet<string> | undefined;
}

function isContentRuleId(ruleId: string | undefined): ruleId is ContentRuleId {
  return ruleId !== undefined && Object.hasOwn(CONTENT_MESSAGES, ruleId);
}

export function toDiagnostic(message: PolyhedralMessage, file: string): Diagnostic | null {
  if (!isContentRuleId(message.ruleId)) return null;
  return makeDiagnostic(
    message.ruleId,
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
