/**
 * `pnpm lint`'s size step: no function longer than 100 lines (components included: Biome's own
 * rule does not count a function holding JSX), and the size list as a ratchet. A function listed
 * in size-limits.json may stay at its listed length or shrink, never grow; a listed file (the
 * files Biome lets past its 300-line rule, biome.json) likewise. `--record` writes the listed
 * lengths from the tree as it is: run it to take the list down after a function or file shrank.
 * Tests are not measured here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isGenerated, isTestPath, lineCount } from './figures/source-files.ts';

export const FUNCTION_LIMIT = 100;

export interface SizeList {
  /** `path#name` (a name made unique in its file by `#2`, `#3`...) -> lines allowed. */
  functions: Record<string, number>;
  /** path -> lines allowed. */
  files: Record<string, number>;
}

export interface Measured {
  functions: Map<string, number>;
  files: Map<string, number>;
}

function functionName(node: ts.Node, file: ts.SourceFile): string {
  const named = (node as { name?: ts.Node }).name;
  if (named) return named.getText(file);
  if (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent))
    return node.parent.name.getText(file);
  return '(anonymous)';
}

/** Every function of one source text at least `limit` lines long, by `path#name`, with its length. */
export function longFunctions(relative: string, text: string, limit = FUNCTION_LIMIT): Map<string, number> {
  const kind = relative.endsWith('x') ? ts.ScriptKind.TSX : undefined;
  const file = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<string, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > limit) {
        const base = `${relative}#${functionName(node, file)}`;
        let id = base;
        for (let n = 2; found.has(id); n++) id = `${base}#${n}`;
        found.set(id, lines);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The tracked source files of the repository at `root` (tests and generated files left out). */
export function measure(root: string): Measured {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  for (const relative of listed.split('\n')) {
    if (!/\.(ts|tsx|mts|mjs|js|css)$/.test(relative) || relative.endsWith('.d.ts') || isTestPath(relative))
      continue;
    let text: string;
    try {
      text = readFileSync(path.join(root, relative), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    if (isGenerated(text)) continue;
    const lines = lineCount(text);
    files.set(relative, lines);
    if (!relative.endsWith('.css')) for (const [id, n] of longFunctions(relative, text)) functions.set(id, n);
  }
  return { functions, files };
}

/** What breaks the limits or the ratchet: one line each. */
export function sizeProblems(measured: Measured, list: SizeList): string[] {
  const problems: string[] = [];
  for (const [id, lines] of measured.functions) {
    const allowed = list.functions[id] ?? FUNCTION_LIMIT;
    if (lines > allowed)
      problems.push(`${id}: ${lines} lines, over ${allowed} (split it into parts with one job each)`);
  }
  for (const [file, allowed] of Object.entries(list.files)) {
    const lines = measured.files.get(file) ?? 0;
    if (lines > allowed)
      problems.push(`${file}: ${lines} lines, over ${allowed} (a listed file may shrink, never grow)`);
  }
  return problems;
}

const LIST_FILE = fileURLToPath(new URL('size-limits.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const measured = measure(root);
  if (process.argv.includes('--record')) {
    const old = JSON.parse(readFileSync(LIST_FILE, 'utf8')) as SizeList;
    const sorted = (entries: [string, number][]) =>
      Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
    const files = Object.keys(old.files).flatMap((file): [string, number][] => {
      const lines = measured.files.get(file);
      return lines === undefined ? [] : [[file, lines]];
    });
    const list: SizeList = { functions: sorted([...measured.functions]), files: sorted(files) };
    writeFileSync(LIST_FILE, `${JSON.stringify(list, null, 2)}\n`);
  } else {
    const problems = sizeProblems(measured, JSON.parse(readFileSync(LIST_FILE, 'utf8')) as SizeList);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
  }
}
