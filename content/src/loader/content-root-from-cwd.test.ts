import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from './content-root.ts';
import { repositoryAbove } from './content-root-from-cwd.ts';

const work = mkdtempSync(path.join(tmpdir(), 'polyhedral-content-root-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy's markers only (what a `git archive` copy or a clone holds at its root). */
function repositoryAt(folder: string): string {
  mkdirSync(path.join(folder, 'content', 'en'), { recursive: true });
  writeFileSync(path.join(folder, 'pnpm-workspace.yaml'), 'packages: []\n');
  writeFileSync(path.join(folder, 'content', 'sources.yaml'), 'sources: []\n');
  return folder;
}

describe('the built CLI finds content/ from the working directory (content-root-from-cwd.ts)', () => {
  it('finds this repository from its root, from content/ and from a folder inside it, as the sources do', () => {
    const repository = path.dirname(DEFAULT_CONTENT_ROOT);
    for (const start of [repository, DEFAULT_CONTENT_ROOT, path.join(DEFAULT_CONTENT_ROOT, 'src', 'loader')])
      expect(repositoryAbove(start)).toBe(repository);
  });

  it('finds a copy of its own (a clone, a git archive copy) from inside it, not another tree', () => {
    const copy = repositoryAt(path.join(work, 'copy'));
    expect(repositoryAbove(path.join(copy, 'content', 'en'))).toBe(copy);
  });

  it('needs both markers: a folder with a workspace file but no content/sources.yaml is not one', () => {
    const half = path.join(work, 'half');
    mkdirSync(path.join(half, 'content'), { recursive: true });
    writeFileSync(path.join(half, 'pnpm-workspace.yaml'), 'packages: []\n');
    expect(repositoryAbove(path.join(half, 'content'))).not.toBe(half);
  });
});
