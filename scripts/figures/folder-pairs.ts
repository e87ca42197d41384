/**
 * Folder pairs importing each other: two folders where a source file of each imports a source file
 * of the other by a relative path (`import`, `import type` and `export ... from` alike; tests left
 * out). Imports between packages go through package names and are held by dependency-cruiser's
 * no-circular rule; this figure sees the folders inside a package. A parent and its child folder
 * (a dispatcher and its commands) are told apart from other pairs: the code review of 2026-11-28
 * counted only the others (15 at a443721).
 */
import path from 'node:path';
import type { SourceFile } from './source-files.ts';

const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"\s]+)['"]/g;

/** Whether a pair (`a <-> b`) is a folder and one of its own sub-folders. */
export function isParentAndChild(pair: string): boolean {
  const [a, b] = pair.split(' <-> ') as [string, string];
  return b.startsWith(`${a}/`) || a.startsWith(`${b}/`);
}

export function folderPairs(files: readonly SourceFile[]): string[] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Set<string>();
  for (const file of files) {
    if (file.test) continue;
    const from = path.posix.dirname(file.path);
    for (const [, specifier] of file.text.matchAll(RELATIVE_IMPORT)) {
      const target = path.posix.normalize(path.posix.join(from, specifier!));
      if (!known.has(target)) continue;
      const to = path.posix.dirname(target);
      if (to !== from) edges.add(`${from}\n${to}`);
    }
  }
  const pairs: string[] = [];
  for (const edge of edges) {
    const [from, to] = edge.split('\n') as [string, string];
    if (from < to && edges.has(`${to}\n${from}`)) pairs.push(`${from} <-> ${to}`);
  }
  return pairs.sort();
}
