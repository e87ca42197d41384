/**
 * A build that fails safe (issue 34 item 3): a failed build leaves the previous dist/ byte for
 * byte, with no half-written folder beside it; a good build replaces it whole.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAndSwap } from './build-and-swap.ts';

function site(): { root: string; dist: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-swap-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'en'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), 'previous');
  writeFileSync(path.join(dist, 'en', 'page.html'), 'previous page');
  return { root, dist };
}

const write = (folder: string, files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
};

describe('buildAndSwap', () => {
  it('a build that fails half way leaves the previous dist/ as it was and nothing beside it', () => {
    const { root, dist } = site();
    const reported: string[] = [];
    const status = buildAndSwap(
      dist,
      (folder) => {
        write(folder, { 'index.html': 'half', 'en/page.html': 'half' });
        return 1;
      },
      (line) => reported.push(line),
    );
    expect(status).toBe(1);
    expect(reported).toEqual(['build failed: dist/ was left as it was (the previous build)']);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('previous');
    expect(readFileSync(path.join(dist, 'en', 'page.html'), 'utf8')).toBe('previous page');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('a build that exits 0 without its index page counts as failed', () => {
    const { dist } = site();
    const onlyAPage = (folder: string) => {
      write(folder, { 'en/page.html': 'x' });
      return 0;
    };
    expect(buildAndSwap(dist, onlyAPage, () => {})).toBe(1);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('previous');
  });

  it('a good build replaces dist/ whole (no file of the previous one left)', () => {
    const { root, dist } = site();
    const good = (folder: string) => {
      write(folder, { 'index.html': 'new' });
      return 0;
    };
    expect(buildAndSwap(dist, good)).toBe(0);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('new');
    expect(readdirSync(dist)).toEqual(['index.html']);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});
