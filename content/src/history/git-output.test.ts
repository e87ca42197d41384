import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/support/test-support.ts';
import { gitOutput, gitShowMany, gitShowRevisions } from './git-output.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll);

describe('gitShowMany and gitShowRevisions', () => {
  it('gives each file of a commit as git show does, in order, null for what is not a file there', () => {
    const repo = temp('git-show-many');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    mkdirSync(path.join(repo, 'th'));
    // Multi-byte text (sizes are bytes), no line break at the end, an empty file, CRLF line ends.
    writeFileSync(path.join(repo, 'th', 'a.md'), '## ลูกเต๋า {#Dice}\n\nทอย 1d20');
    writeFileSync(path.join(repo, 'th', 'empty.md'), '');
    writeFileSync(path.join(repo, 'th', 'b c.md'), '## 骰子 {#Dice}\r\n\r\n掷 1d20\r\n');
    git('add', '-A');
    git('commit', '-qm', 'files');
    const commit = git('rev-parse', 'HEAD').trim();
    const names = ['th/a.md', 'th/no-such.md', 'th', 'th/empty.md', 'th/b c.md'];
    const shown = gitShowMany(repo, commit, names);
    expect(shown).toEqual([
      gitOutput(repo, ['show', `${commit}:th/a.md`]),
      null,
      null,
      '',
      gitOutput(repo, ['show', `${commit}:th/b c.md`]),
    ]);
    expect(shown[0]).toBe('## ลูกเต๋า {#Dice}\n\nทอย 1d20');
    expect(gitShowMany(repo, commit, [])).toEqual([]);
    // Not a repository: nothing.
    expect(gitShowMany(temp('not-a-repo'), commit, ['th/a.md'])).toEqual([null]);
    // One file at several revisions: a later commit, its parent, the first commit's parent (none).
    writeFileSync(path.join(repo, 'th', 'a.md'), '## ลูกเต๋า {#Dice}\n\nทอย 2d20');
    git('commit', '-qam', 'change');
    const later = git('rev-parse', 'HEAD').trim();
    expect(gitShowRevisions(repo, [later, `${later}^`, `${commit}^`], 'th/a.md')).toEqual([
      '## ลูกเต๋า {#Dice}\n\nทอย 2d20',
      '## ลูกเต๋า {#Dice}\n\nทอย 1d20',
      null,
    ]);
  });
});
