/**
 * Issue 98, Lows: `content export ... --out /dev/full` hung with no output (the check for an earlier
 * bundle read the device, which never ends). A device, a folder or a pipe is refused at once with
 * one localized line (en, th, zh), exit 2, nothing written; an earlier bundle is still replaced.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { captureCli, committedFixture } from '../../test/support/test-support.ts';

const DEVICE = '/dev/full';

describe('content export --out to what is not a file', () => {
  it('a device is refused at once, with the reason', () => {
    const root = committedFixture();
    const result = captureCli(root, 'export', 'th', '--out', DEVICE);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      `error: ${DEVICE} is not a regular file (a device, a folder or a pipe): a hand-back is written only to a file. Name a file; nothing was written`,
    );
  });

  it('so is a folder; a file that is no bundle is kept; an earlier bundle is replaced', () => {
    const root = committedFixture();
    const folder = path.join(root, 'out-folder');
    mkdirSync(folder);
    expect(captureCli(root, 'export', 'th', '--out', folder).err).toContain('is not a regular file');
    const notes = path.join(root, 'notes.txt');
    writeFileSync(notes, 'my notes');
    expect(captureCli(root, 'export', 'th', '--out', notes).err).toContain('is not a hand-back bundle');
    expect(readFileSync(notes, 'utf8')).toBe('my notes');
    const bundle = path.join(root, 'handback.json');
    expect(captureCli(root, 'export', 'th', 'D20Tests', '--out', bundle).code).toBe(0);
    expect(captureCli(root, 'export', 'th', 'D20Tests', '--out', bundle).code).toBe(0);
  });

  it('says so in en, th and zh', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('handback.error.out-not-file', { file: DEVICE });
      expect(line, locale).toContain(DEVICE);
      expect(line, locale).not.toContain('handback.error');
    }
  });
});
