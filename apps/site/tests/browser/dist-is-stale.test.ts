import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestMtime } from './dist-is-stale.ts';

describe('newestMtime', () => {
  it('finds the newest file and skips node_modules and build output', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-stale-'));
    mkdirSync(path.join(root, 'src'));
    mkdirSync(path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'src', 'a.ts'), 'a');
    writeFileSync(path.join(root, 'node_modules', 'b.js'), 'b');
    utimesSync(path.join(root, 'src', 'a.ts'), 1000, 1000);
    utimesSync(path.join(root, 'node_modules', 'b.js'), 5000, 5000);
    expect(newestMtime([root])).toBe(1000 * 1000);
  });

  it('returns 0 for paths that do not exist', () => {
    expect(newestMtime([path.join(tmpdir(), 'no-such-dir-polyhedral')])).toBe(0);
  });
});
