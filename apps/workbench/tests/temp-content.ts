/**
 * A temporary copy of the content tree (Markdown and the YAML beside it, no code) in its own git
 * repository with one commit, for tests that write files or need history.
 * The first copy of a test process is made from the content folder (copied, `git init`, `add`,
 * `commit`, objects packed) and kept as that process's template; every copy is a copy of the
 * template, repository included: the same files and one commit, without writing and hashing each
 * file into a loose object again (about 0.5 of 0.75 CPU-s a copy on this file system).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT } from '@polyhedral/content';
import { processTempFolder } from '../src/server/process-temp-folder.ts';

export interface TempContent {
  root: string;
  git(...args: string[]): string;
  remove(): void;
}

const COPIED = /^(en|th|zh|zh-hant|playtest|stamped-english|.*\.ya?ml)$/;

function gitIn(root: string) {
  return (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
}

let template: string | undefined;

/** This process's template copy, made with the first call (removed with the process). */
function templateCopy(): string {
  if (template) return template;
  const root = processTempFolder('polyhedral-workbench-template');
  for (const entry of readdirSync(DEFAULT_CONTENT_ROOT)) {
    if (COPIED.test(entry))
      cpSync(path.join(DEFAULT_CONTENT_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  const git = gitIn(root);
  git('init', '-q', '--template=');
  git('add', '-A');
  git('commit', '-q', '-m', 'content copy');
  git('gc', '-q');
  template = root;
  return root;
}

export function makeTempContent(): TempContent {
  const from = templateCopy();
  const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-workbench-'));
  cpSync(from, root, { recursive: true });
  return { root, git: gitIn(root), remove: () => rmSync(root, { recursive: true, force: true }) };
}
