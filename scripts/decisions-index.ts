/**
 * `pnpm decisions-index [--check]`: the decisions record is one file per decision in
 * docs/decisions/ (the shape: `# title`, `Status:`, `Date:`, `Area:`, `## Context`, `## Decision`,
 * `## Consequences`); docs/DECISIONS.md is their index, one line a decision (date, area, link,
 * superseded ones with their successor), written from the files. With `--check` it writes nothing
 * and exits 1 when a file is not in that shape or the index is not the one it would write (the
 * scripts' tests run the check, so a decision added without its index line fails `pnpm test`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { type Decision, type DecisionProblem, readDecision } from './decisions/read-decision.ts';
import { renderIndex, unknownSuccessors, withIndex } from './decisions/render-index.ts';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
export const INDEX_FILE = fileURLToPath(new URL('../docs/DECISIONS.md', import.meta.url));

/** The decision files of a folder, by name (a README there is not a decision). */
export function readDecisionFiles(dir: string): { file: string; markdown: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => ({ file, markdown: readFileSync(path.join(dir, file), 'utf8') }));
}

/** The index file as it should be, whether it is that already, and every file's faults. */
export function indexedDecisions(
  files: readonly { file: string; markdown: string }[],
  indexMarkdown: string,
): { text: string; current: boolean; decisions: Decision[]; problems: DecisionProblem[] } {
  const decisions: Decision[] = [];
  const problems: DecisionProblem[] = [];
  for (const { file, markdown } of files) {
    const read = readDecision(file, markdown);
    if (read.decision) decisions.push(read.decision);
    else problems.push(...read.problems);
  }
  problems.push(...unknownSuccessors(decisions));
  const text = withIndex(indexMarkdown, renderIndex(decisions));
  return { text, current: text === indexMarkdown, decisions, problems };
}

function main(): number {
  const { values } = toolOptions('decisions-index', {
    options: { check: { type: 'boolean', default: false } },
  });
  const index = readFileSync(INDEX_FILE, 'utf8');
  const { text, current, decisions, problems } = indexedDecisions(readDecisionFiles(DECISIONS_DIR), index);
  for (const problem of problems) {
    const at = problem.line > 0 ? `:${problem.line}` : '';
    process.stderr.write(`docs/decisions/${problem.file}${at}: ${problem.message}\n`);
  }
  if (values.check) {
    if (current && problems.length === 0) return 0;
    if (!current)
      process.stderr.write('docs/DECISIONS.md: its index is not current; run `pnpm decisions-index`.\n');
    return 1;
  }
  if (!current) writeFileSync(INDEX_FILE, text);
  process.stdout.write(
    `docs/DECISIONS.md: ${decisions.length} decisions, index ${current ? 'already current' : 'written'}\n`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
