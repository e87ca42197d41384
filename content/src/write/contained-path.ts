/**
 * Where a write under the content root really lands: every folder and the file resolved (symlinks
 * followed), and a path that leaves the root anywhere refused with the link that takes it out. Git
 * stores symlinks, so a branch or a zip can carry `content/notes -> ~/.ssh`; a link that stays
 * inside the root is written through.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

export type ContainedPath =
  | { ok: true; target: string; exists: boolean }
  | { ok: false; link: string; target: string };

function inside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The real path of `file` (relative to `root`, POSIX or native separators) when it and every
 * folder on the way stay inside the real root. `link` is the first component (relative to the
 * root) whose real path is outside, `target` where it points.
 */
export function containedPath(root: string, file: string): ContainedPath {
  const realRoot = realpathSync(root);
  const parts = file.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  let current = realRoot;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    const shown = parts.slice(0, index + 1).join('/');
    if (part === '..') {
      current = path.dirname(current);
      if (!inside(realRoot, current)) return { ok: false, link: shown, target: current };
      continue;
    }
    const next = path.join(current, part);
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(next);
    } catch {
      // Not there yet: the rest is made inside `current`, which is inside the root.
      return { ok: true, target: path.join(current, ...parts.slice(index)), exists: false };
    }
    if (stat.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(next);
      } catch {
        // A dangling link: writing through it would create its target wherever it points.
        return { ok: false, link: shown, target: path.resolve(current, readlinkSync(next)) };
      }
      if (!inside(realRoot, real)) return { ok: false, link: shown, target: real };
      current = real;
    } else current = next;
  }
  return { ok: true, target: current, exists: true };
}
