/**
 * A section's history in a clone with real commits: only the commits that changed that section
 * are listed (a commit changing another section of the same file is not), newest first, with
 * author and date; without git, the review record alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionHistory } from './section-history.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, name: string, ...args: string[]): string {
  return execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=t@example.org', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

describe('sectionHistory', () => {
  it('lists the commits that changed the section, not those that changed its neighbours', () => {
    const root = copyFixture('valid');
    made.push(root);
    git(root, 'Setup', 'init', '-q');
    git(root, 'Setup', 'add', '-A');
    git(root, 'Setup', 'commit', '-q', '-m', 'content');
    const model = loadContent({ root });
    const file = model.files.find(
      (candidate) => candidate.collection === 'th' && candidate.sections.length > 2,
    )!;
    const [, first, second] = file.sections;
    const full = path.join(root, file.file);
    writeFileSync(full, readFileSync(full, 'utf8').replace(first!.markdown, `${first!.markdown} ก`));
    git(root, 'สมชาย', 'commit', '-q', '-am', 'th: first section');
    writeFileSync(full, readFileSync(full, 'utf8').replace(second!.markdown, `${second!.markdown} ข`));
    git(root, 'Li Lei', 'commit', '-q', '-am', 'th: second section');
    const history = sectionHistory(loadContent({ root }), 'th', first!.id);
    expect(history.git).toBe(true);
    expect(history.changes.map((change) => [change.author, change.subject])).toEqual([
      ['สมชาย', 'th: first section'],
      ['Setup', 'content'],
    ]);
    expect(history.changes[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('without git: no changes, the review record only', () => {
    const root = copyFixture('valid');
    made.push(root);
    const model = loadContent({ root });
    const id = model.files.find((candidate) => candidate.collection === 'th')!.sections[0]!.id;
    expect(sectionHistory(model, 'th', id)).toEqual({ git: false, changes: [], review: null });
  });
});
