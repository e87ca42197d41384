/** Notes on sections: added without losing the others or the file's comments; a broken file is reported at its line and never rewritten. */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, FIXTURE_TERMS } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { LOCK_FILE, LOCK_WAIT_MS, lockWait } from '../write/content-lock.ts';
import { addSectionNote, readSectionNotes } from './section-notes.ts';

describe('section notes', () => {
  it('adds notes, keeps comments and earlier notes, reads them back', () => {
    const root = copyFixture('valid');
    mkdirSync(path.join(root, 'notes'));
    writeFileSync(path.join(root, 'notes/th.yaml'), '# questions for the next reviewer\n');
    const first = addSectionNote(root, 'th', 'Dice', {
      by: 'สมชาย',
      date: '2026-11-25',
      text: 'ใช้คำว่า "ทอย" หรือ "โยน"?',
    });
    expect(first).toEqual({
      ok: true,
      notes: [{ by: 'สมชาย', date: '2026-11-25', text: 'ใช้คำว่า "ทอย" หรือ "โยน"?' }],
    });
    addSectionNote(root, 'th', 'Dice', { by: 'Nok', date: '2026-11-26', text: 'ทอย: as the glossary says.' });
    addSectionNote(root, 'th', 'D20Tests', {
      by: 'Nok',
      date: '2026-11-26',
      text: 'Line 3: a long sentence.',
    });
    const text = readFileSync(path.join(root, 'notes/th.yaml'), 'utf8');
    expect(text.startsWith('# questions for the next reviewer\n')).toBe(true);
    const read = readSectionNotes(root, 'th');
    expect(read.diagnostics).toEqual([]);
    expect(read.value!.Dice!.map((note) => note.by)).toEqual(['สมชาย', 'Nok']);
    expect(read.value!.D20Tests).toHaveLength(1);
    expect(checkContent({ root, knownTermIds: FIXTURE_TERMS, strings: null }).errors).toBe(0);
  });

  it('a malformed notes file: content check names file:line, and adding a note leaves it as it is', () => {
    const root = copyFixture('valid');
    mkdirSync(path.join(root, 'notes'));
    const broken = 'Dice:\n  - by: Nok\n    date: yesterday\n    text: hm\n';
    writeFileSync(path.join(root, 'notes/zh.yaml'), broken);
    const result = checkContent({ root, knownTermIds: FIXTURE_TERMS, strings: null });
    const problem = result.diagnostics.find((diagnostic) => diagnostic.file === 'notes/zh.yaml');
    expect(problem).toMatchObject({ severity: 'error' });
    expect(problem!.line).toBeGreaterThan(1);
    expect(addSectionNote(root, 'zh', 'Dice', { by: 'Li', date: '2026-11-25', text: 'x' })).toEqual({
      ok: false,
      problem: { code: 'content.note.file-invalid', params: {} },
    });
    expect(readFileSync(path.join(root, 'notes/zh.yaml'), 'utf8')).toBe(broken);
  });

  it('the first note of a locale creates its notes file', () => {
    const root = copyFixture('valid');
    expect(
      addSectionNote(root, 'zh', 'Dice', { by: 'Li', date: '2026-11-25', text: '“掷”还是“投”？' }).ok,
    ).toBe(true);
    expect(readSectionNotes(root, 'zh').value).toEqual({
      Dice: [{ by: 'Li', date: '2026-11-25', text: '“掷”还是“投”？' }],
    });
  });

  it('refuses an empty note or a bad ID, writing nothing', () => {
    const root = copyFixture('valid');
    expect(addSectionNote(root, 'th', 'Dice', { by: 'Nok', date: '2026-11-25', text: '   ' })).toEqual({
      ok: false,
      problem: { code: 'content.note.invalid', params: {} },
    });
    expect(addSectionNote(root, 'th', '../x', { by: 'Nok', date: '2026-11-25', text: 'a' })).toEqual({
      ok: false,
      problem: { code: 'content.note.invalid', params: {} },
    });
  });

  it('a lock another writer holds, or a lock path that is no lock file: refused with the note codes, nothing written', () => {
    const root = copyFixture('valid');
    const note = { by: 'Nok', date: '2026-11-26', text: 'A question.' };
    const lock = path.join(root, LOCK_FILE);
    // The parent of this test process is alive and is not this process.
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'busy' }),
    );
    lockWait.ms = 100;
    try {
      expect(addSectionNote(root, 'th', 'Dice', note)).toEqual({
        ok: false,
        problem: { code: 'content.note.locked', params: {} },
      });
    } finally {
      lockWait.ms = LOCK_WAIT_MS;
    }
    rmSync(lock);
    mkdirSync(lock);
    expect(addSectionNote(root, 'th', 'Dice', note)).toEqual({
      ok: false,
      problem: { code: 'content.note.lock-invalid', params: { lock: realpathSync(lock) } },
    });
    expect(existsSync(path.join(root, 'notes/th.yaml'))).toBe(false);
  });
});
