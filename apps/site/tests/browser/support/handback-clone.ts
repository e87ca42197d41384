/**
 * A maintainer's side of a reader's hand-back, for the review checks: a real clone of this
 * repository at the commit the site was built from, and `content import <file>` run on it (the
 * command's own entry, runCli, with the clone's content/ as its root: a bare clone has no
 * node_modules of its own). It runs in this worker, not in a child process: a child read and
 * checked the whole content tree cold each time (about 2 CPU-s an import, four imports a run),
 * where this worker has already read the clone's content (the check's loadContent) and keeps what
 * it parsed. The content package's own clone tests run it in a child, for vitest's sake.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureCliAsync, fullClone, gitAsTest as git } from '@polyhedral/content/testing';

export { git };

/** A clone of this repository with its history, checked out at `commit` (detached), in a new temporary folder. */
export function cloneAt(commit: string): { dir: string; remove: () => void } {
  const dir = fullClone(mkdtempSync(path.join(tmpdir(), 'polyhedral-review-clone-')));
  git(dir, 'checkout', '-q', commit);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Puts the clone back at `commit` exactly: what an import changed or added is gone. */
export function resetClone(clone: string, commit: string): void {
  git(clone, 'reset', '-q', '--hard', commit);
  git(clone, 'clean', '-q', '-fdx');
}

/** `content import <file>` on the clone's content/, in English: its exit code and output (it verifies signatures: asynchronous). */
export function importInto(clone: string, file: string): Promise<{ code: number; out: string; err: string }> {
  return captureCliAsync(path.join(clone, 'content'), 'import', file);
}

/** The maintainer registers a reviewer: the lines the review page showed, appended to reviewers.yaml and committed. */
export function registerInClone(clone: string, lines: string): void {
  const file = path.join(clone, 'content', 'reviewers.yaml');
  const text = readFileSync(file, 'utf8').replace(/^reviewers: \[\]\s*$/m, 'reviewers:');
  writeFileSync(file, `${text.trimEnd()}\n${lines.replace(/^/gm, '  ')}\n`);
  git(clone, 'commit', '-q', '-am', 'register a reviewer');
}

/** Changes a section's text in the clone and commits it (the maintainer's own edit meanwhile). */
export function editSectionInClone(clone: string, file: string, markdown: string, added: string): void {
  const absolute = path.join(clone, 'content', file);
  const text = readFileSync(absolute, 'utf8');
  if (!text.includes(markdown)) throw new Error(`${file} does not hold the section's text`);
  // Added to the section's last paragraph: a paragraph of its own would have no English block to
  // align with (content.align.extra), and the import would refuse it for that, not as a conflict.
  writeFileSync(absolute, text.replace(markdown, `${markdown} ${added}`));
  git(clone, 'commit', '-q', '-am', 'a maintainer edit meanwhile');
}
