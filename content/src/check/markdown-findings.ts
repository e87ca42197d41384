/**
 * The problems @polyhedral/markdown reports on a text (heading IDs, directives, links, raw HTML,
 * table columns) as findings at its lines and columns. Browser-safe: check/content-checks.ts runs it over
 * a content file.
 */
import {
  type CheckContentOptions,
  checkContent,
  createTextMemo,
  MARKDOWN_CODES,
  MESSAGE_SOURCE,
  type PolyhedralMessage,
} from '@polyhedral/markdown';
import { type Finding, makeFinding } from '../findings/finding.ts';

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

/** The IDs of a set as one string (sorted), made once per set. */
const idLists = new WeakMap<ReadonlySet<string>, string>();
function idList(ids: ReadonlySet<string> | undefined): string {
  if (!ids) return '-';
  let list = idLists.get(ids);
  if (list === undefined) {
    list = [...ids].sort().join('\n');
    idLists.set(ids, list);
  }
  return list;
}

/**
 * Findings already made in this process, by locale and known IDs, then by the exact text (the
 * findings are a pure function of these: the file's path only names it in messages, and a finding
 * carries no path). A test run and the workbench check the same texts many times; the Markdown
 * pipeline was the largest part of a content check. Bounded by the characters of text kept (4 M)
 * for each set of known IDs (the last 4 sets are kept).
 */
const findingsByContext = new Map<string, ReturnType<typeof createTextMemo<readonly Finding[]>>>();
const CONTEXTS_KEPT = 4;

function memoFor(context: string) {
  let memo = findingsByContext.get(context);
  if (!memo) {
    memo = createTextMemo<readonly Finding[]>(4 * 1024 * 1024);
    findingsByContext.set(context, memo);
    for (const [old] of findingsByContext) {
      if (findingsByContext.size <= CONTEXTS_KEPT) break;
      findingsByContext.delete(old);
    }
  }
  return memo;
}

/** The Markdown pipeline's problems with `text` of a locale's collection (playtest: English). */
export function markdownFindings(
  text: string,
  collection: string,
  options: MarkdownCheckOptions & { file?: string },
): Finding[] {
  const locale = collection === 'playtest' ? 'en' : collection;
  const memo = memoFor(`${locale}\n\n${idList(options.knownRuleIds)}\n\n${idList(options.knownTermIds)}`);
  const known = memo.get(text);
  if (known) return known.map((finding) => ({ ...finding }));
  const messages = checkContent(text, {
    locale: locale as CheckContentOptions['locale'],
    ...(options.file ? { file: options.file } : {}),
    knownRuleIds: options.knownRuleIds,
    ...(options.knownTermIds ? { knownTermIds: options.knownTermIds } : {}),
  });
  const findings = messages.flatMap((message) => toFinding(message) ?? []);
  memo.set(
    text,
    findings.map((finding) => Object.freeze({ ...finding })),
  );
  return findings;
}
