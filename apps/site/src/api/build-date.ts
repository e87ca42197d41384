/** The build's date: `SOURCE_DATE_EPOCH`, else the content's commit date (same commit, same files), else now. */
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
