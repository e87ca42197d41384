/**
 * A build that fails safe (issue 34 item 3): a failed build leaves the previous dist/ byte for
 * byte, with no half-written folder beside it; a good build replaces it whole.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAndSwap, endOfBuild } from './build-and-swap.ts';

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

describe('endOfBuild', () => {
  const folder = '/srv/site/.dist-next-7';
  const output = '/srv/site/dist';

  it("a fault in Astro's own page write ends in one localized line naming the file, exit 2, no stack", () => {
    const told: string[] = [];
    const stderr = `[ERROR] ENOSPC: no space left on device, open '${folder}/th/index.html'\n  Stack trace:\n    at async open (node:internal/fs/promises:637:25)\n`;
    const status = endOfBuild({ status: 1, stderr }, folder, output, (text) => told.push(text), {
      LANG: 'th_TH.UTF-8',
    });
    expect(status).toBe(2);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`${output}/th/index.html`);
    expect(told[0]).toContain('ENOSPC');
    expect(told[0]).not.toContain('Stack trace');
    expect(told[0]).not.toMatch(/the disk is full/);
    expect(told[0]).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('any other failure passes its output on as it was, with its own status', () => {
    const told: string[] = [];
    const stderr = '[ERROR] [content] th/rules/x.md:3: unknown rule ID\n';
    expect(endOfBuild({ status: 1, stderr }, folder, output, (text) => told.push(text), {})).toBe(1);
    expect(told).toEqual([stderr]);
  });

  it('a good build passes its stderr on (nothing held back)', () => {
    const told: string[] = [];
    expect(
      endOfBuild({ status: 0, stderr: 'warning\n' }, folder, output, (text) => told.push(text), {}),
    ).toBe(0);
    expect(endOfBuild({ status: 0, stderr: '' }, folder, output, (text) => told.push(text), {})).toBe(0);
    expect(told).toEqual(['warning\n']);
  });

  it('a fault already told by an integration (exit 2) gets no second line', () => {
    const { dist } = site();
    const reported: string[] = [];
    expect(
      buildAndSwap(
        dist,
        () => 2,
        (line) => reported.push(line),
      ),
    ).toBe(2);
    expect(reported).toEqual([]);
  });
});
