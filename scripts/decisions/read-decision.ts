/**
 * One decision file of docs/decisions/ read into its parts, or the reasons it is not in the agreed
 * shape: `# <title>`, then the lines `Status:`, `Date:`, `Area:`, then the sections `## Context`,
 * `## Decision` and `## Consequences`, in that order.
 */

export interface Decision {
  /** The file's name inside docs/decisions/ (`2026-11-27-153-tools-decisions-one-file-each.md`). */
  file: string;
  title: string;
  date: string;
  area: string;
  status: DecisionStatus;
}

export type DecisionStatus =
  | { kind: 'accepted' | 'proposed' | 'rejected' | 'deprecated' }
  | { kind: 'superseded' | 'superseded in part'; by: string[] };

/** A fault found in a file: the file, the 1-based line (0 for the file as a whole), what is wrong. */
export interface DecisionProblem {
  file: string;
  line: number;
  message: string;
}

export const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
export const SECTIONS = ['Context', 'Decision', 'Consequences'] as const;
/** Issue 103: each decision under 60 lines. */
const MAX_LINES = 60;

/** The closed list of areas a record's `Area:` line names. */
export const DECISION_AREAS: readonly string[] = [
  'rules-core',
  'content',
  'site',
  'tracker',
  'review-and-trust',
  'i18n',
  'api-and-packages',
  'tests-and-ci',
  'structure',
  'platform',
];

const FIELD = /^(?:- )?(?:\*\*)?(Status|Date|Area):(?:\*\*)?\s*(.*?)\s*$/;
const TARGET = /^`?(?:\.?\/)?(?:docs\/decisions\/)?([^`\s,]+\.md)`?$/;
const PLAIN = /^(accepted|proposed|rejected|deprecated)$/i;

/** `a.md, b.md` or `a.md and b.md`: the files named, or undefined when one is not a file name. */
function targets(text: string): string[] | undefined {
  const names = text.split(/\s*,\s*|\s+and\s+/).map((part) => TARGET.exec(part)?.[1]);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

function readStatus(text: string): DecisionStatus | undefined {
  const whole = /^superseded by (.+)$/i.exec(text);
  const part = /^accepted, in part superseded by (.+)$/i.exec(text);
  const by = targets((whole ?? part)?.[1] ?? '');
  if (whole && by) return { kind: 'superseded', by };
  if (part && by) return { kind: 'superseded in part', by };
  const plain = PLAIN.exec(text);
  return plain ? { kind: plain[1]!.toLowerCase() as 'accepted' } : undefined;
}

function isDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  );
}

/** Headings of level 1 and 2 outside code fences, with their 1-based lines. */
function headings(lines: readonly string[]): { level: number; text: string; line: number }[] {
  const found: { level: number; text: string; line: number }[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const mark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (mark) {
      if (fence === undefined) fence = mark;
      else if (fence === mark) fence = undefined;
      return;
    }
    const heading = fence === undefined ? /^(#{1,2}) (.+?)\s*$/.exec(line) : null;
    if (heading) found.push({ level: heading[1]!.length, text: heading[2]!, line: index + 1 });
  });
  return found;
}

export function readDecision(
  file: string,
  markdown: string,
): { decision: Decision; problems: [] } | { decision: undefined; problems: DecisionProblem[] } {
  const problems: DecisionProblem[] = [];
  const fault = (line: number, message: string) => problems.push({ file, line, message });
  const nameDate = FILE_NAME.exec(file)?.[1];
  if (!nameDate) fault(0, 'the name is not `<yyyy-mm-dd>-<words-in-lower-case>.md`');
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const found = headings(lines);
  const title = found[0]?.level === 1 ? found[0] : undefined;
  if (!title) fault(1, 'the file does not start with a `# <title>` heading');
  const sections = found.filter((heading) => heading.level === 2);
  const headerEnd = sections[0]?.line ?? lines.length + 1;
  const fields = new Map<string, { value: string; line: number }>();
  for (let index = title?.line ?? 0; index < headerEnd - 1; index++) {
    const field = FIELD.exec(lines[index]!);
    if (field && !fields.has(field[1]!)) fields.set(field[1]!, { value: field[2]!, line: index + 1 });
  }
  const date = fields.get('Date');
  if (!date) fault(0, 'no `Date: <yyyy-mm-dd>` line before the first section');
  else if (!isDate(date.value)) fault(date.line, `"${date.value}" is not a date (yyyy-mm-dd)`);
  else if (nameDate && nameDate !== date.value)
    fault(date.line, `the date ${date.value} is not the one in the name (${nameDate})`);
  const area = fields.get('Area');
  if (!area?.value) fault(area?.line ?? 0, 'no `Area: <area>` line before the first section');
  else if (!DECISION_AREAS.includes(area.value))
    fault(area.line, `area "${area.value}" is not one of ${DECISION_AREAS.join(', ')}`);
  const statusField = fields.get('Status');
  const status = statusField ? readStatus(statusField.value) : undefined;
  if (!statusField) fault(0, 'no `Status:` line before the first section');
  else if (!status) {
    fault(
      statusField.line,
      `status "${statusField.value}" is not accepted, proposed, rejected, deprecated, "superseded by <file>[, <file>]" or "accepted, in part superseded by <file>[, <file>]"`,
    );
  }
  const names = sections.map((section) => section.text);
  SECTIONS.forEach((name, order) => {
    const at = names.indexOf(name);
    if (at === -1) fault(0, `no \`## ${name}\` section`);
    else if (SECTIONS.slice(0, order).some((before) => names.indexOf(before) > at)) {
      fault(
        sections[at]!.line,
        `\`## ${name}\` comes before a section it should follow (Context, Decision, Consequences)`,
      );
    }
  });
  const length = markdown.trimEnd().split('\n').length;
  if (length >= MAX_LINES) {
    fault(
      MAX_LINES,
      `${length} lines: a decision is under ${MAX_LINES} (fold what a later one replaced into it)`,
    );
  }
  if (problems.length > 0 || !title || !date || !area || !status) return { decision: undefined, problems };
  return { decision: { file, title: title.text, date: date.value, area: area.value, status }, problems: [] };
}
