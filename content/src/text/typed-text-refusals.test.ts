/**
 * The Low list of the pre-release probe, round 3, for what people type: a reviewer name with a
 * newline or control character (the workbench answered 500, import crashed with a stack), an
 * impossible date (import wrote 2026-02-31 and check accepted it), a lone surrogate (became U+FFFD
 * silently), NUL and ESC in notes, and `content import` of something that is no file (/dev/zero
 * grew to 6.6 GB, a FIFO waited forever). Each is refused with a message; nothing is written.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCliAsync, copyFixture, FIXTURE_TERMS } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { HANDBACK_FORMAT, HANDBACK_VERSION, parseHandbackBundle } from '../handback/handback-bundle.ts';
import { loadContent } from '../loader/load-content.ts';
import { addSectionNote } from '../notes/section-notes.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';

const DICE = 'th/playing-the-game/Dice.md';

function bundle(section: Record<string, unknown>): Uint8Array {
  const start = 'a'.repeat(64);
  const text = JSON.stringify({
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale: 'th',
    exported: '2026-11-26T09:00:00.000Z',
    startingPoint: 'recorded:test',
    sections: [{ id: 'DiceNotation', start, english: null, markdown: 'ข้อความ', review: null, ...section }],
  });
  return new TextEncoder().encode(text);
}

describe('a hand-back bundle', () => {
  it.each([
    [
      'a reviewer name with a newline',
      { review: { state: 'reviewed', by: 'Som\nchai', date: '2026-11-26' } },
      'sections.0.review.by',
    ],
    [
      'a name with ESC',
      { review: { state: 'reviewed', by: 'Som\u001bchai', date: '2026-11-26' } },
      'sections.0.review.by',
    ],
    [
      'an impossible date',
      { review: { state: 'reviewed', by: 'Somchai', date: '2026-02-31' } },
      'sections.0.review.date',
    ],
    ['a lone surrogate in the text', { markdown: 'ข้อ\ud800ความ' }, 'sections.0.markdown'],
  ])('with %s is refused, naming the field', (_, section, field) => {
    expect(parseHandbackBundle(bundle(section))).toEqual({
      ok: false,
      problem: { code: 'handback.bundle.invalid', params: { path: field } },
    });
  });

  it('with a plain name and a real date is read', () => {
    expect(
      parseHandbackBundle(bundle({ review: { state: 'reviewed', by: 'สมชาย', date: '2024-02-29' } })).ok,
    ).toBe(true);
  });
});

describe('content check', () => {
  it('names an impossible reviewedOn date and a reviewedBy with a control character', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'source: srd-5.2-th\n',
        'source: srd-5.2-th\nreview:\n  DiceNotation: reviewed\nreviewedBy:\n  DiceNotation: "Som\\u0007chai"\nreviewedOn:\n  DiceNotation: "2026-02-31"\n',
      ),
    );
    const errors = checkContent({ root, knownTermIds: FIXTURE_TERMS })
      .diagnostics.filter((diagnostic) => diagnostic.severity === 'error' && diagnostic.file === DICE)
      .map((diagnostic) => formatDiagnostic(diagnostic));
    expect(errors.some((line) => /reviewedOn/.test(line))).toBe(true);
    expect(errors.some((line) => /reviewedBy/.test(line))).toBe(true);
  });
});

describe('notes and saves', () => {
  it('a note with NUL or ESC, or by a name with a newline, is refused; nothing written', () => {
    const root = copyFixture('valid');
    for (const note of [
      { by: 'Somchai', date: '2026-11-26', text: 'a\u0000b' },
      { by: 'Somchai', date: '2026-11-26', text: '\u001b[2Jcleared' },
      { by: 'Som\nchai', date: '2026-11-26', text: 'ok' },
      { by: 'Somchai', date: '2026-02-31', text: 'ok' },
    ]) {
      expect(addSectionNote(root, 'th', 'DiceNotation', note)).toEqual({
        ok: false,
        problem: { code: 'content.note.invalid', params: {} },
      });
    }
    expect(() => readFileSync(path.join(root, 'notes/th.yaml'))).toThrow();
  });

  it('a save with a lone surrogate is refused at its line, not written as U+FFFD', () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const section = model.sections.get('DiceNotation')!.th!;
    const before = readFileSync(path.join(root, DICE));
    const result = saveSection(model, 'th', 'DiceNotation', `${section.markdown}\n\nทอย \ud83d ลูก`, {
      base: sectionTextHash(section.markdown),
    });
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.broken-character', line: 18 },
    });
    expect(readFileSync(path.join(root, DICE)).equals(before)).toBe(true);
  });
});

describe('content import of something that is no file', () => {
  it.each([['/dev/zero'], ['a FIFO'], ['a folder']])('%s: refused at once, exit 2', async (what) => {
    const root = copyFixture('valid');
    let target = what;
    if (what === 'a FIFO') {
      target = path.join(root, 'bundle.fifo');
      execFileSync('mkfifo', [target]);
    } else if (what === 'a folder') target = path.join(root, 'th');
    const started = Date.now();
    const result = await captureCliAsync(root, 'import', target);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.code).toBe(2);
    expect(result.err).toContain('is not a file');
  });
});
