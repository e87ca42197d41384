import type { Decision, DecisionProblem } from './read-decision.ts';

export const INDEX_START = '<!-- decisions-index:start (pnpm decisions-index writes this list) -->';
export const INDEX_END = '<!-- decisions-index:end -->';

const escapeLinkText = (text: string) => text.replace(/([[\]])/g, '\\$1');
const link = (decision: Decision) => `[${escapeLinkText(decision.title)}](decisions/${decision.file})`;

/** Superseded-by targets that are not files of the folder. */
export function unknownSuccessors(decisions: readonly Decision[]): DecisionProblem[] {
  const files = new Set(decisions.map((decision) => decision.file));
  return decisions.flatMap((decision) =>
    ('by' in decision.status ? decision.status.by : [])
      .filter((successor) => !files.has(successor))
      .map((successor) => ({
        file: decision.file,
        line: 0,
        message: `its successor ${successor} is not in docs/decisions/`,
      })),
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
      const targets = status.by.map((file) => {
        const successor = byFile.get(file);
        return successor ? link(successor) : file;
      });
      mark = ` — **${status.kind}** by ${targets.join(', ')}`;
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
