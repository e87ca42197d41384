/** The static server's path guard (served-file.ts): nothing outside the root, not even a sibling folder whose name starts with the root's; a malformed escape is no file, not a crash. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFor } from './served-file.ts';

const base = mkdtempSync(path.join(tmpdir(), 'polyhedral-static-'));
const root = path.join(base, 'dist');
mkdirSync(path.join(root, 'th'), { recursive: true });
mkdirSync(path.join(root, '..drafts'));
mkdirSync(path.join(base, 'dist-old'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, 'th', 'index.html'), 'th');
writeFileSync(path.join(root, '..drafts', 'index.html'), 'drafts');
writeFileSync(path.join(base, 'dist-old', 'secret.html'), 'old');
writeFileSync(path.join(base, 'secret.txt'), 'outside');
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('fileFor', () => {
  it('serves files and folder indexes inside the root', async () => {
    expect(await fileFor(root, '/')).toBe(path.join(root, 'index.html'));
    expect(await fileFor(root, '/th/?x=1#top')).toBe(path.join(root, 'th', 'index.html'));
    expect(await fileFor(root, '/..drafts/')).toBe(path.join(root, '..drafts', 'index.html'));
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/../dist-old/secret.html',
    '/%E0%A4%A',
    '/th/%',
  ])('refuses %s', async (urlPath) => {
    expect(await fileFor(root, urlPath)).toBeNull();
  });
});
