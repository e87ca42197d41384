/**
 * The problems @polyhedral/markdown reports on a text (heading IDs, directives, links, raw HTML,
 * table columns) as findings at its lines and columns. Browser-safe: check-markdown.ts runs it over
 * a content file.
 */
import {
  type CheckContentOptions,
  checkContent,
  MARKDOWN_CODES,
  MESSAGE_SOURCE,
  type PolyhedralMessage,
} from '@polyhedral/markdown';
import { type Finding, makeFinding } from './finding.ts';

export interface MarkdownCheckOptions {
  knownRuleIds: ReadonlySet<string>;
  knownTermIds: ReadonlySet<string> | undefined;
}

/** A vfile message of the markdown plugins (it has a code) as a finding; other messages are not ours. */
export function toFinding(message: PolyhedralMessage): Finding | null {
  if (message.source !== MESSAGE_SOURCE || !MARKDOWN_CODES.includes(message.code)) return null;
  return makeFinding(
    message.code,
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
  const messages = checkContent(text, {
    locale: locale as CheckContentOptions['locale'],
    ...(options.file ? { file: options.file } : {}),
    knownRuleIds: options.knownRuleIds,
    ...(options.knownTermIds ? { knownTermIds: options.knownTermIds } : {}),
  });
  return messages.flatMap((message) => toFinding(message) ?? []);
}
