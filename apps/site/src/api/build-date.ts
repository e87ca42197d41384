/**
 * The build's date (`built` in the catalog, the bulk files and the changes document): the commit
 * date of the content the site is built from, so the same commit builds the same files (and ETags);
 * `SOURCE_DATE_EPOCH` when set (a reproducible build's date), else the time of the build.
 */
import { execFileSync } from 'node:child_process';

let known: string | undefined;

export function buildDate(root: string): string {
  if (known !== undefined) return known;
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) known = new Date(Number(epoch) * 1000).toISOString();
  else {
    try {
      const committed = execFileSync('git', ['log', '-1', '--format=%cI'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      known = new Date(committed).toISOString();
    } catch {
      known = new Date().toISOString();
    }
  }
  return known;
}
