/**
 * A copy of a content tree holds its data and nothing else: not its code, tests, build (dist/, where
 * a running CLI writes its compile cache: copying it failed a run with ENOENT on a cache file that
 * was gone), caches, nor a write lock.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../write/content-lock.ts';
import { contentDataEntries, copyContentData } from './content-data.ts';
import { DEFAULT_CONTENT_ROOT } from './content-root.ts';

const NOT_DATA = ['node_modules', 'src', 'test', 'dist', '.turbo', 'coverage', LOCK_FILE];
const temp = mkdtempSync(path.join(tmpdir(), 'polyhedral-content-data-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the data of a content tree', () => {
  it('is every top-level entry but code, tests, builds, caches and the lock', () => {
    const root = path.join(temp, 'tree');
    for (const folder of [...NOT_DATA.filter((name) => name !== LOCK_FILE), 'en/combat', 'th']) {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, 'file.md'), folder);
    }
    writeFileSync(path.join(root, LOCK_FILE), '{}');
    writeFileSync(path.join(root, 'sources.yaml'), '');
    // A folder named like code below the top level is data (a section may be called "test").
    mkdirSync(path.join(root, 'en/test'));
    writeFileSync(path.join(root, 'en/test/file.md'), 'test');
    expect(contentDataEntries(root).sort()).toEqual(['en', 'sources.yaml', 'th']);
    const into = path.join(temp, 'copy');
    mkdirSync(into);
    copyContentData(root, into);
    expect(readdirSync(into, { recursive: true }).map(String).sort()).toEqual(
      [
        'en',
        'en/combat',
        'en/combat/file.md',
        'en/test',
        'en/test/file.md',
        'sources.yaml',
        'th',
        'th/file.md',
      ].map((entry) => entry.split('/').join(path.sep)),
    );
  });

  it("of this repository's content holds the locales and none of its code", () => {
    const entries = contentDataEntries(DEFAULT_CONTENT_ROOT);
    expect(entries).toEqual(expect.arrayContaining(['en', 'th', 'zh', 'sources.yaml']));
    expect(entries.filter((entry) => NOT_DATA.includes(entry))).toEqual([]);
  });
});
