/**
 * The problems @polyhedral/markdown reports on a text (heading IDs, directives, links, raw HTML,
 * table columns) as findings at its lines and columns. Browser-safe: check-markdown.ts runs it over
 * a content file.
 */
import { type PolyhedralMessage, type RenderContentOptions, renderContent } from '@polyhedral/markdown';
import { type Finding, makeFinding } from './finding.ts';
import { CONTENT_MESSAGES, type ContentRuleId } from './messages.ts';

export interface MarkdownCheckOptions {
  knownRuleIds: ReadonlySet<string>;
  knownTermIds: ReadonlySet<string> | undefined;
}

function isContentRuleId(ruleId: string | undefined): ruleId is ContentRuleId {
  return ruleId !== undefined && Object.hasOwn(CONTENT_MESSAGES, ruleId);
}

export function toFinding(message: PolyhedralMessage): Finding | null {
  if (!isContentRuleId(message.ruleId)) return null;
  return makeFinding(
    message.ruleId,
    { line: message.line ?? 1, column: message.column ?? 1 },
    message.params ?? {},
  );
}

/** The Markdown pipeline's problems with `text` of a locale's collection (playtest: English). */
export function markdownFindings(
  text: string,
  collection: string,
  options: MarkdownCheckOptions & { file?: string },
): Finding[] {
  const locale = collection === 'playtest' ? 'en' : collection;
  const { messages } = renderContent(text, {
    locale: locale as RenderContentOptions['locale'],
    ...(options.file ? { file: options.file } : {}),
    knownRuleIds: options.knownRuleIds,
    ...(options.knownTermIds ? { knownTermIds: options.knownTermIds } : {}),
  });
  return messages.flatMap((message) => toFinding(message) ?? []);
}
