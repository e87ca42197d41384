/** Test helpers: fixture paths and a throw-away copy of a fixture tree. */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './cli/run-cli.ts';
import { REPO_ROOT } from './loader/content-root.ts';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

/** Copy a fixture to a temporary folder (for tests that write files). */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `polyhedral-content-${name}-`));
  cpSync(fixture(name), dir, { recursive: true });
  return dir;
}

/** Glossary term IDs used by the fixtures (they do not depend on the real glossary). */
export const FIXTURE_TERMS: ReadonlySet<string> = new Set(['Advantage']);

/** sha256 of every file of the en, th and zh trees of a content root (to show nothing changed). */
export function contentHashes(contentRoot: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hashes.set(full, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  for (const locale of ['en', 'th', 'zh']) walk(path.join(contentRoot, locale));
  return hashes;
}

/** Run `content <args>` on a content root, in English, capturing its output. */
export function captureCli(
  contentRoot: string,
  ...args: string[]
): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    cwd: contentRoot,
    root: contentRoot,
    locale: 'en',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Temporary folders for one test file: `temp(name)` makes one, `removeAll()` (in afterAll) removes them. */
export function tempFolders(): { temp: (name: string) => string; removeAll: () => void } {
  const made: string[] = [];
  return {
    temp: (name) => {
      const dir = mkdtempSync(path.join(tmpdir(), `polyhedral-${name}-`));
      made.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** git as a test's committer. */
export function gitAsTest(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

/** Whether this copy of the repository has git (a clone), or not (a zip download). */
export const REPO_IN_GIT =
  spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: REPO_ROOT }).status === 0;
