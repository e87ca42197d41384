import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PRECACHED_BYTES, precacheList } from './precache-list.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A built site with the given files (path -> text). */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'precache-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the precache list', () => {
  it('lists the client files, offline pages and trackers, sorted, and leaves rule pages out', async () => {
    const root = site({
      '_astro/island.Ab12.js': 'js',
      '_astro/nested/page.Cd34.css': 'css',
      'en/offline/index.html': '<p>offline</p>',
      'th/tracker/index.html': '<p>tracker</p>',
      'en/rules/Dice/index.html': '<p>a rule page</p>',
      'favicon.svg': '<svg/>',
      'pagefind/pagefind.js': 'search',
      'pagefind/fragment/en_1.pf_fragment': 'not precached',
      // The typed-name font tables: fetched and kept on first use, not installed with every visit.
      '_astro/typed-face-sc.Zx9Y.js': 'table',
      '_astro/typed-face-thai.Qw8E.js': 'table',
    });
    const { entries, size } = await precacheList(root);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/_astro/island.Ab12.js',
      '/_astro/nested/page.Cd34.css',
      '/en/offline/index.html',
      '/favicon.svg',
      '/pagefind/pagefind.js',
      '/th/tracker/index.html',
    ]);
    expect(size).toBe(2 + 3 + 14 + 6 + 6 + 14);
  });

  it('checks every file by its SHA-256 and revises only names without a content hash', async () => {
    const root = site({ '_astro/a.Ab12.js': 'abc', 'en/offline/index.html': 'abc' });
    const { entries } = await precacheList(root);
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(entries).toEqual([
      { url: '/_astro/a.Ab12.js', revision: null, sha256: 'ba7816bf8f01cfea' },
      { url: '/en/offline/index.html', revision: 'ba7816bf8f01cfea', sha256: 'ba7816bf8f01cfea' },
    ]);
  });

  it('names a new build when a file changes, and the same build when nothing did', async () => {
    const first = await precacheList(site({ 'en/offline/index.html': 'one' }));
    const same = await precacheList(site({ 'en/offline/index.html': 'one' }));
    const changed = await precacheList(site({ 'en/offline/index.html': 'two' }));
    expect(same.build).toBe(first.build);
    expect(changed.build).not.toBe(first.build);
  });

  it('leaves out a file over the limit with a warning naming it', async () => {
    const root = site({
      '_astro/huge.Ab12.js': 'x'.repeat(MAX_PRECACHED_BYTES + 1),
      '_astro/small.Cd34.js': 'y',
    });
    const { entries, warnings } = await precacheList(root);
    expect(entries.map((entry) => entry.url)).toEqual(['/_astro/small.Cd34.js']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('_astro/huge.Ab12.js');
  });
});
