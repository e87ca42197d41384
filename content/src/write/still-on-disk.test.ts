import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stillOnDisk } from './still-on-disk.ts';

describe('stillOnDisk', () => {
  it('is true only for the very bytes, or for no file when none was read', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'polyhedral-still-on-disk-'));
    const file = path.join(folder, 'a.md');
    const bytes = new TextEncoder().encode('สวัสดี\n');
    expect(stillOnDisk(file, null)).toBe(true);
    expect(stillOnDisk(file, bytes)).toBe(false);
    writeFileSync(file, bytes);
    expect(stillOnDisk(file, bytes)).toBe(true);
    expect(stillOnDisk(file, null)).toBe(false);
    expect(stillOnDisk(file, new TextEncoder().encode('สวัสดี \n'))).toBe(false);
    // A folder where the file was is no file: it holds no bytes.
    mkdirSync(path.join(folder, 'b.md'));
    expect(stillOnDisk(path.join(folder, 'b.md'), null)).toBe(true);
  });
});
