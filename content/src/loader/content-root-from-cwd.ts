/**
 * The built CLI's default locations (scripts/build-cli.mjs puts this module in place of
 * content-root.ts, which finds them from its own source file: a bundle's file is elsewhere). The
 * repository is the nearest folder, from the working directory up, holding `pnpm-workspace.yaml`
 * and `content/sources.yaml`: `pnpm content` runs at the repository root, so a clone, a
 * `git archive` copy and a shallow clone each find their own `content/`, as the sources do. Started
 * from outside any repository: the repository the built file lies in (as the sources find theirs).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest repository folder at or above `start`, or undefined. */
export function repositoryAbove(start: string): string | undefined {
  let folder = path.resolve(start);
  for (;;) {
    if (
      existsSync(path.join(folder, 'pnpm-workspace.yaml')) &&
      existsSync(path.join(folder, 'content', 'sources.yaml'))
    )
      return folder;
    const parent = path.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/**
 * The repository root (parent of `content/`): content-root.ts's export, which this module stands
 * in for in the built CLI.
 * @public
 */
export const REPO_ROOT =
  repositoryAbove(process.cwd()) ??
  repositoryAbove(path.dirname(fileURLToPath(import.meta.url))) ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The content package folder (`content/`), as content-root.ts's.
 * @public
 */
export const DEFAULT_CONTENT_ROOT = path.join(REPO_ROOT, 'content');
