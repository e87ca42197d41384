/** A git command's standard output, or null when it fails (no git, not a repository, no such revision). */
import { spawnSync } from 'node:child_process';

export function gitOutput(cwd: string, args: readonly string[]): string | null {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}

/**
 * The text of each of `paths` (from the repository's top) at `commit`, in order, as `git show
 * <commit>:<path>` gives it, from one git process (where `git show` started one each); null for a
 * path that is not a file there (and for every path when git fails).
 */
export function gitShowMany(cwd: string, commit: string, paths: readonly string[]): (string | null)[] {
  return catFileBatch(
    cwd,
    paths.map((name) => `${commit}:${name}`),
  );
}

/** The text of `file` (from the repository's top) at each of `revisions`, as gitShowMany. */
export function gitShowRevisions(cwd: string, revisions: readonly string[], file: string): (string | null)[] {
  return catFileBatch(
    cwd,
    revisions.map((revision) => `${revision}:${file}`),
  );
}

/**
 * Each `<revision>:<path>` of `objects` from one `git cat-file --batch`, in order: a file's text, or
 * null for an object that is missing or not a file. Paths hold no line break (git's own listings
 * give them).
 */
function catFileBatch(cwd: string, objects: readonly string[]): (string | null)[] {
  if (objects.length === 0) return [];
  const result = spawnSync('git', ['cat-file', '--batch'], {
    cwd,
    input: `${objects.join('\n')}\n`,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) return objects.map(() => null);
  const out = result.stdout;
  const texts: (string | null)[] = [];
  let at = 0;
  for (let index = 0; index < objects.length; index += 1) {
    const end = out.indexOf(0x0a, at);
    if (end < 0) return [...texts, ...objects.slice(index).map(() => null)];
    // `<oid> <type> <size>`, or `<object> missing` (and `ambiguous`).
    const header = out.subarray(at, end).toString('utf8');
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.push(null);
      at = end + 1;
      // Another object type (a tree, a commit) still prints its contents: skip them.
      const other = /^[0-9a-f]+ \w+ (\d+)$/.exec(header)?.[1];
      if (other !== undefined) at += Number(other) + 1;
      continue;
    }
    const start = end + 1;
    texts.push(out.subarray(start, start + Number(size)).toString('utf8'));
    at = start + Number(size) + 1;
  }
  return texts;
}
