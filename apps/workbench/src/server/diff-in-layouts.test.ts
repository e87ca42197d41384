/**
 * The workbench's "what changed in English" in the layouts a reviewer has (issue "never lose a
 * translator's work", item 2): a depth-1 clone of this repository and a `git archive` copy with no
 * `.git` (a zip download), each with content/ only on disk. An English sentence is extended (and committed, in the clone); the
 * diff the workbench serves shows the added words, from the stamped-English store.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStale, loadContent, REPO_ROOT } from '@polyhedral/content';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTestCheckPool } from '../../tests/api-app.ts';
import type { DiffResponse } from '../shared/api-types.ts';
import { createApp } from './app.ts';
import { createContentStore } from './content-store.ts';

const HOST = '127.0.0.1:4397';
const TOKEN = 'diff-test-token-0123456789';
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
  });

function layouts(): [string, string, boolean][] {
  if (spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: REPO_ROOT }).status !== 0) {
    return [['this copy (no .git)', REPO_ROOT, false]];
  }
  const shallow = mkdtempSync(path.join(tmpdir(), 'polyhedral-wb-depth1-'));
  const archive = mkdtempSync(path.join(tmpdir(), 'polyhedral-wb-archive-'));
  made.push(shallow, archive);
  // Only content/ is written out (a sparse checkout, an archive of that folder): the workbench
  // reads nothing else, and writing the repository's other 2,000 files cost about 5 CPU-s here.
  git(tmpdir(), 'clone', '-q', '--depth', '1', '--no-checkout', `file://${REPO_ROOT}`, shallow);
  git(shallow, 'sparse-checkout', 'set', '--no-cone', '/content/');
  git(shallow, 'checkout', '-q');
  const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD', 'content'], {
    cwd: REPO_ROOT,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', archive], { input: tar });
  return [
    ['a depth-1 clone', shallow, true],
    ['a git archive copy', archive, false],
  ];
}

describe.each(layouts())('workbench diff in %s', (_name, top, hasGit) => {
  it('shows the English words added since the stamp', async () => {
    const root = path.join(top, 'content');
    const model = loadContent({ root });
    const id = [...model.sections.keys()].find((candidate) => {
      const entry = model.sections.get(candidate)!;
      return (
        entry.en &&
        entry.zh &&
        !entry.en.intro &&
        !isStale(model, 'zh', candidate) &&
        /\.\s*$/.test(entry.en.markdown)
      );
    })!;
    const english = model.sections.get(id)!.en!;
    const file = path.join(root, english.file);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        english.markdown,
        english.markdown.replace(/\.\s*$/, ', in most cases.'),
      ),
    );
    if (hasGit) git(top, 'commit', '-q', '-am', 'English: a changed sentence');
    const app = createApp({
      store: createContentStore(root),
      token: TOKEN,
      allowedHosts: () => [HOST],
      assets: { html: '', css: '', script: async () => '' },
      checkPool: sharedTestCheckPool(),
    });
    const response = await app.request(`http://${HOST}/api/diff/zh/${id}`, {
      headers: { host: HOST, 'x-workbench-token': TOKEN },
    });
    const diff = (await response.json()) as DiffResponse;
    expect(diff).toMatchObject({ found: true, stale: true, commit: 'stamped-english' });
    expect(diff.parts?.filter((part) => part.kind === 'added').map((part) => part.value)).toEqual([
      ', in most cases',
    ]);
  });
});
