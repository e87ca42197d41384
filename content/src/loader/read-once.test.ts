/**
 * A tree read again parses only the files whose bytes changed (read-content-file.ts, parsedOnce):
 * an import reads the tree, a staged copy and the tree again; the workbench after every save. The
 * unchanged files are the very objects read before, the changed one is read anew, and what a model
 * holds is what a first reading gives.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { loadContent } from './load-content.ts';

describe('reading a tree again', () => {
  it('reuses the files that did not change, and only those', () => {
    const root = copyFixture('valid');
    const first = loadContent({ root });
    const again = loadContent({ root });
    for (const file of again.files) expect(file).toBe(first.files.find((f) => f.file === file.file));
    appendFileSync(path.join(root, 'th/playing-the-game/Dice.md'), '\nทอย 1d6 อีกครั้ง\n');
    const changed = loadContent({ root });
    const thFile = changed.files.find((file) => file.file === 'th/playing-the-game/Dice.md')!;
    expect(thFile).not.toBe(first.files.find((file) => file.file === thFile.file));
    expect(thFile.source.endsWith('ทอย 1d6 อีกครั้ง\n')).toBe(true);
    expect(changed.sections.get('D20Tests')!.th!.markdown.endsWith('ทอย 1d6 อีกครั้ง')).toBe(true);
    for (const file of changed.files.filter((f) => f !== thFile))
      expect(file).toBe(first.files.find((f) => f.file === file.file));
    // The same bytes in another tree (a staged copy) are read once, too: the same objects.
    const copy = copyFixture('valid');
    const elsewhere = loadContent({ root: copy });
    const en = elsewhere.files.find((file) => file.file === 'en/playing-the-game/Dice.md')!;
    expect(en).toBe(first.files.find((file) => file.file === en.file));
  });
});
