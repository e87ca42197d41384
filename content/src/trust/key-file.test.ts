import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { isInsideRepository, KEY_FILE_FORMAT, readKeyFile } from './key-file.ts';

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

describe('readKeyFile refusals', () => {
  it('a missing, a non-JSON and a malformed key file: { code, params } naming the file as written', async () => {
    const garbled = path.join(base, 'garbled.json');
    writeFileSync(garbled, '{ not json');
    const wrong = path.join(base, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ format: KEY_FILE_FORMAT, version: 2 }));
    expect(await readKeyFile(path.join(base, 'absent.json'), 'absent.json')).toEqual({
      ok: false,
      problem: { code: 'cli.content.review.key-unreadable', params: { file: 'absent.json' } },
    });
    expect(await readKeyFile(garbled, 'keys/garbled.json')).toEqual({
      ok: false,
      problem: { code: 'cli.content.review.key-unreadable', params: { file: 'keys/garbled.json' } },
    });
    const invalid = await readKeyFile(wrong);
    expect(invalid).toEqual({
      ok: false,
      problem: { code: 'cli.content.review.key-invalid', params: { file: wrong } },
    });
    if (invalid.ok) throw new Error('read');
    expect(createTranslator('th').problem(invalid.problem)).toContain(wrong);
  });
});
