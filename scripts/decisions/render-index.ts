import type { Decision, DecisionProblem } from './read-decision.ts';

export const INDEX_START = '<!-- decisions-index:start (pnpm decisions-index writes this list) -->';
export const INDEX_END = '<!-- decisions-index:end -->';

const escapeLinkText = (text: string) => text.replace(/([[\]])/g, '\\$1');
const link = (decision: Decision) => `[${escapeLinkText(decision.title)}](decisions/${decision.file})`;

/** Superseded-by targets that are not files of the folder. */
export function unknownSuccessors(decisions: readonly Decision[]): DecisionProblem[] {
  const files = new Set(decisions.map((decision) => decision.file));
  return decisions.flatMap((decision) =>
    'by' in decision.status && !files.has(decision.status.by)
      ? [
          {
            file: decision.file,
            line: 0,
            message: `its successor ${decision.status.by} is not in docs/decisions/`,
          },
        ]
      : [],
  );
}

/** One line a decision, by file name (date first): `- date · area · [title](file)` and its status. */
export function renderIndex(decisions: readonly Decision[]): string {
  const byFile = new Map(decisions.map((decision) => [decision.file, decision]));
  const sorted = [...decisions].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const lines = sorted.map((decision) => {
    const { status } = decision;
    let mark = '';
    if ('by' in status) {
      const successor = byFile.get(status.by);
      const target = successor ? link(successor) : status.by;
      mark = ` — **${status.kind}** by ${target}`;
    } else if (status.kind !== 'accepted') mark = ` — **${status.kind}**`;
    return `- ${decision.date} · ${decision.area} · ${link(decision)}${mark}`;
  });
  return [INDEX_START, '', ...lines, '', INDEX_END].join('\n');
}

/** The index file with its list replaced (or appended when the markers are missing). */
export function withIndex(markdown: string, index: string): string {
  const start = markdown.indexOf(INDEX_START);
  const end = markdown.indexOf(INDEX_END);
  if (start !== -1 && end > start) {
    return markdown.slice(0, start) + index + markdown.slice(end + INDEX_END.length);
  }
  return `${markdown.trimEnd()}\n\n${index}\n`;
}
