/**
 * `pnpm decisions-index [--check]`: the index at the top of docs/DECISIONS.md, one line a decision
 * (date, area, link), written from the file's `## ` headings. The date is the one in the heading,
 * else the one the index already gives, else the day git blame says the heading was written. With
 * `--check` it writes nothing and exits 1 when the index is not the one it would write (the scripts'
 * tests run the check, so a decision added without its index line fails `pnpm test`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type DecisionHeading, decisionHeadings } from './decisions/decision-headings.ts';
import { datesInIndex, renderIndex, withIndex } from './decisions/render-index.ts';

export const DECISIONS_FILE = fileURLToPath(new URL('../docs/DECISIONS.md', import.meta.url));

/** The day each line of a file was last written, from git blame; empty without git history. */
function blameDates(file: string): string[] {
  try {
    const out = execFileSync('git', ['blame', '--line-porcelain', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dates: string[] = [];
    for (const line of out.split('\n')) {
      const time = /^author-time (\d+)$/.exec(line);
      if (time) dates.push(new Date(Number(time[1]) * 1000).toISOString().slice(0, 10));
    }
    return dates;
  } catch {
    return [];
  }
}

/** The file as it should be, with its index, and whether the index it has is that one. */
export function indexedDecisions(
  markdown: string,
  dateOfLine: (line: number) => string | undefined,
): { text: string; current: boolean } {
  const known = datesInIndex(markdown);
  const headings = decisionHeadings(markdown).filter((heading) => heading.title !== 'Index');
  const dateOf = (heading: DecisionHeading) => known.get(heading.anchor) ?? dateOfLine(heading.line);
  const text = withIndex(markdown, renderIndex(headings, dateOf));
  return { text, current: text === markdown };
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const markdown = readFileSync(DECISIONS_FILE, 'utf8');
  const blamed = values.check ? [] : blameDates(DECISIONS_FILE);
  const { text, current } = indexedDecisions(markdown, (line) => blamed[line - 1]);
  if (values.check) {
    // Without blame: a heading the index lacks shows as `undated`, so the check still fails on it.
    if (current) return 0;
    process.stderr.write('docs/DECISIONS.md: its index is not current; run `pnpm decisions-index`.\n');
    return 1;
  }
  if (!current) writeFileSync(DECISIONS_FILE, text);
  process.stdout.write(`docs/DECISIONS.md: index ${current ? 'already current' : 'written'}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
