/**
 * The built CLI's default locations (build-cli.mjs puts this module in place of content-root.ts,
 * which finds them from its own file): the nearest folder up from the working directory holding
 * `pnpm-workspace.yaml` and `content/sources.yaml`, so a clone, an archive and a shallow clone each
 * find their own `content/`; from outside any repository, the one the built file lies in.
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
