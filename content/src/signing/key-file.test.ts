import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isInsideRepository } from './key-file.ts';

const base = mkdtempSync(path.join(tmpdir(), 'polyhedral-key-file-'));
const repository = path.join(base, 'repo');
mkdirSync(path.join(repository, '..drafts'), { recursive: true });
mkdirSync(path.join(base, 'repo-keys'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('isInsideRepository', () => {
  it('counts a key file in a folder named ..drafts as inside the repository (never written there)', () => {
    expect(isInsideRepository(path.join(repository, '..drafts', 'key.json'), repository)).toBe(true);
    expect(isInsideRepository(path.join(repository, 'not-yet', 'key.json'), repository)).toBe(true);
  });

  it('counts a sibling folder and the folder above as outside', () => {
    expect(isInsideRepository(path.join(base, 'repo-keys', 'key.json'), repository)).toBe(false);
    expect(isInsideRepository(path.join(base, 'key.json'), repository)).toBe(false);
  });
});
