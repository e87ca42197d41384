/**
 * A maintainer's side of a reader's hand-back, for the review checks: a real clone of this
 * repository at the commit the site was built from, and `content import <file>` run on it in a
 * child process (the command's own entry, runCli, with the clone's content/ as its root, as the
 * content package's clone tests run it: a bare clone has no node_modules of its own).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** A clone of this repository with its history, checked out at `commit` (detached), in a new temporary folder. */
export function cloneAt(commit: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'polyhedral-review-clone-'));
  git(tmpdir(), 'clone', '-q', '--no-hardlinks', REPO_ROOT, dir);
  git(dir, 'checkout', '-q', commit);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `content import <file>` on the clone's content/, in English: its exit code and output. */
export function importInto(clone: string, file: string): Promise<{ code: number; out: string; err: string }> {
  const root = path.join(clone, 'content');
  const args = ['import', file];
  const script = [
    `import { runCli } from ${JSON.stringify(path.join(REPO_ROOT, 'content/src/cli/run-cli.ts'))};`,
    'const out = []; const err = [];',
    `const code = runCli(${JSON.stringify(args)}, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), cwd: ${JSON.stringify(root)}, root: ${JSON.stringify(root)}, locale: 'en' });`,
    "process.stdout.write(JSON.stringify({ code, out: out.join('\\n'), err: err.join('\\n') }));",
  ].join('\n');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.join(REPO_ROOT, 'content'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`content import in a clone failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { code: number; out: string; err: string });
      },
    );
  });
}

/** Changes a section's text in the clone and commits it (the maintainer's own edit meanwhile). */
export function editSectionInClone(clone: string, file: string, markdown: string, added: string): void {
  const absolute = path.join(clone, 'content', file);
  const text = readFileSync(absolute, 'utf8');
  if (!text.includes(markdown)) throw new Error(`${file} does not hold the section's text`);
  writeFileSync(absolute, text.replace(markdown, `${markdown}\n\n${added}`));
  git(clone, 'commit', '-q', '-am', 'a maintainer edit meanwhile');
}
