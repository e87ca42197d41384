/**
 * `reviewer-key --role` (issue 88 item 3): the maintainer's key made the way a reviewer's is, its
 * printed lines registering it under `role: maintainer` when pasted into reviewers.yaml.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { captureCliAsync } from '../../../test/support/test-support.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { keyRole, parseReviewers } from '../../trust/reviewers.ts';
import { runReviewerKey } from './reviewer-key.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs `reviewer-key` for Malee Suksai (th) with `extra` arguments, its key file in a fresh folder. */
async function makeKey(...extra: string[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'polyhedral-role-key-'));
  folders.push(folder);
  const out = path.join(folder, 'key.json');
  const args = ['--name', 'Malee Suksai', '--locales', 'th', '--out', out, ...extra];
  return { keyFile: out, ...(await captureCliAsync(DEFAULT_CONTENT_ROOT, 'reviewer-key', ...args)) };
}

/** The registry the printed lines make, pasted under `reviewers:`. */
async function pasted(printed: string) {
  const lines = printed.split('\n').filter((line) => /^(- | {2})/.test(line));
  const parsed = await parseReviewers(`reviewers:\n${lines.join('\n')}\n`);
  if (!parsed.ok) throw new Error('the printed lines do not parse');
  return parsed.registry.reviewers;
}

describe('reviewer-key --role', () => {
  it('--role maintainer prints `role: maintainer`: pasted, the key is registered as the maintainer’s', async () => {
    const made = await makeKey('--role', 'maintainer');
    expect(made.code).toBe(0);
    expect(made.out).toContain('\n  role: maintainer\n');
    const [entry] = await pasted(made.out);
    expect([entry!.name, keyRole(entry!)]).toEqual(['Malee Suksai', 'maintainer']);
  });

  it('--role reviewer and no --role print no role line: a reviewer’s key', async () => {
    for (const extra of [['--role', 'reviewer'], []]) {
      const made = await makeKey(...extra);
      expect(made.code, extra.join(' ')).toBe(0);
      expect(made.out).not.toContain('role:');
      expect(keyRole((await pasted(made.out))[0]!)).toBe('reviewer');
    }
  });

  it('any other role is refused in the reader’s language, nothing written', async () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const folder = mkdtempSync(path.join(tmpdir(), 'polyhedral-role-key-'));
      folders.push(folder);
      const out = path.join(folder, 'key.json');
      const err: string[] = [];
      const args = ['--name', 'Malee Suksai', '--locales', 'th', '--out', out, '--role', 'admin'];
      const code = await runReviewerKey(args, {
        stdout: () => {},
        stderr: (line) => err.push(line),
        cwd: DEFAULT_CONTENT_ROOT,
        root: DEFAULT_CONTENT_ROOT,
        locale,
      });
      const { t } = createTranslator(locale);
      expect(code, locale).toBe(2);
      expect(err.join('\n'), locale).toContain(t('cli.content.reviewer-key.unknown-role', { role: 'admin' }));
      expect(t('cli.content.reviewer-key.unknown-role', { role: 'admin' }), locale).not.toContain(
        'cli.content',
      );
      expect(existsSync(out), locale).toBe(false);
    }
  });
});
