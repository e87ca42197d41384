import { decisionArea } from './decision-area.ts';
import type { DecisionHeading } from './decision-headings.ts';

export const INDEX_START = '<!-- decisions-index:start (pnpm decisions-index writes this list) -->';
export const INDEX_END = '<!-- decisions-index:end -->';

/** One line a decision: `- date · area · [title](#anchor)`, superseded ones marked, in file order. */
export function renderIndex(
  headings: readonly DecisionHeading[],
  dateOf: (heading: DecisionHeading) => string | undefined,
): string {
  const lines = headings.map((heading) => {
    const date = heading.dateInTitle ?? dateOf(heading) ?? 'undated';
    const mark = heading.superseded ? ' (superseded)' : '';
    return `- ${date} · ${decisionArea(heading.title)} · [${heading.title.replace(/([[\]])/g, '\\$1')}](#${heading.anchor})${mark}`;
  });
  return [INDEX_START, '', ...lines, '', INDEX_END].join('\n');
}

/** The file with its index block replaced (or placed after the introduction when there is none). */
export function withIndex(markdown: string, index: string): string {
  const start = markdown.indexOf(INDEX_START);
  const end = markdown.indexOf(INDEX_END);
  if (start !== -1 && end > start) {
    return markdown.slice(0, start) + index + markdown.slice(end + INDEX_END.length);
  }
  const firstSection = markdown.search(/^## /m);
  const at = firstSection === -1 ? markdown.length : firstSection;
  return `${markdown.slice(0, at)}## Index\n\n${index}\n\n${markdown.slice(at)}`;
}

/** Dates the existing index already gives, by anchor (kept where git history is not at hand). */
export function datesInIndex(markdown: string): Map<string, string> {
  const dates = new Map<string, string>();
  const start = markdown.indexOf(INDEX_START);
  const end = markdown.indexOf(INDEX_END);
  if (start === -1 || end < start) return dates;
  for (const line of markdown.slice(start, end).split('\n')) {
    const match = /^- (\d{4}-\d{2}-\d{2}) · .*\]\(#([^)]+)\)/.exec(line);
    if (match) dates.set(match[2]!, match[1]!);
  }
  return dates;
}
