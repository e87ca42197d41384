/**
 * A temporary copy of the content tree (Markdown and the YAML beside it, no code) in its own git
 * repository with one commit, for tests that write files or need history.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT } from '@polyhedral/content';

export interface TempContent {
  root: string;
  git(...args: string[]): string;
  remove(): void;
}

const COPIED = /^(en|th|zh|zh-hant|playtest|stamped-english|.*\.ya?ml)$/;

export function makeTempContent(): TempContent {
  const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-workbench-'));
  for (const entry of readdirSync(DEFAULT_CONTENT_ROOT)) {
    if (COPIED.test(entry))
      cpSync(path.join(DEFAULT_CONTENT_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'content copy');
  return { root, git, remove: () => rmSync(root, { recursive: true, force: true }) };
}
