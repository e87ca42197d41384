/** A git command's standard output, or null when it fails (no git, not a repository, no such revision). */
import { spawnSync } from 'node:child_process';

export function gitOutput(cwd: string, args: readonly string[]): string | null {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}
