/**
 * A rejected correction stays rejected (issue 88, Low list): the same hand-back imported again used
 * to write the rejected text as a draft and queue it again. Now the rejection is kept by the hash
 * of its section and text, and the import leaves that section out, named as already rejected
 * (with the day), in en, th and zh; another correction to the same section still comes in.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  committedFixture,
  copyFixture,
  correctionBundle,
  gitAsTest,
} from '../../test/support/test-support.ts';
import { importHandback } from '../handback/import-handback.ts';
import { loadContent } from '../loader/load-content.ts';
import { decideSuggestions } from './decide-suggestions.ts';
import { readRejected, rejectedFile, rejectedHash } from './rejected-suggestions.ts';
import { readSuggestions, suggestionsFile } from './suggestion-queue.ts';

const ID = 'D20Tests';
/** Another Thai section of the fixture. */
const OTHER = 'Dice';
const textOf = (root: string) => loadContent({ root }).sections.get(ID)!.th!.markdown;
const queued = (root: string) => {
  const queue = readSuggestions(root, 'th');
  if (!queue.ok) throw new Error('unreadable');
  return queue.suggestions.map((entry) => entry.text);
};

describe('a rejected correction stays rejected', () => {
  it('the same hand-back imported again: the section left out, named with the day, nothing queued or written', async () => {
    const root = committedFixture();
    const original = textOf(root);
    const bundle = correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้นเสมอ`, {
      sender: 'Somchai Jaidee',
    });
    await importHandback(root, bundle, { today: '2026-11-27' });
    expect(textOf(root)).not.toBe(original);
    const decided = decideSuggestions(root, 'th', 'reject', [ID]);
    expect(decided.ok && decided.decisions.map((decision) => decision.outcome)).toEqual([
      'rejected-restored',
    ]);
    expect(textOf(root)).toBe(original);
    expect([...kept(root).values()].map(({ id }) => id)).toEqual([ID]);

    const again = await importHandback(root, bundle, { today: '2026-11-28' });
    expect(again.sectionsRefused).toEqual([
      {
        id: ID,
        code: 'handback.section.already-rejected',
        params: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), locale: 'th' },
      },
    ]);
    expect(textOf(root)).toBe(original);
    expect(queued(root)).toEqual([]);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('handback.section.already-rejected', {
        id: ID,
        date: '2026-11-27',
        locale: 'th',
      });
      expect(line, locale).toContain('2026-11-27');
      expect(line, locale).toContain('th.rejected.json');
    }
  });

  it('another correction to the same section still comes in (the hash is of the text, normalized)', async () => {
    const root = committedFixture();
    const original = textOf(root);
    const rejected = `${original} ปัดขึ้นเสมอ`;
    await importHandback(
      root,
      correctionBundle(loadContent({ root }), ID, () => rejected, { sender: 'Somchai Jaidee' }),
      { today: '2026-11-27' },
    );
    decideSuggestions(root, 'th', 'reject', [ID]);
    const other = `${original} ปัดลง`;
    const next = await importHandback(
      root,
      correctionBundle(loadContent({ root }), ID, () => other, { sender: 'Malee Wong' }),
      { today: '2026-11-27' },
    );
    expect(next.sectionsRefused).toEqual([]);
    expect(queued(root)).toEqual([other]);
    expect(rejectedHash({ id: ID, text: `${rejected}\n` })).toBe(rejectedHash({ id: ID, text: rejected }));
  });

  it("a forged entry whose text is HEAD's: nothing changes, it says so, and no rejection of the text now is kept (issue 88 replay)", async () => {
    const root = committedFixture();
    const original = textOf(root);
    await importHandback(
      root,
      correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้นเสมอ`, { sender: 'Somchai Jaidee' }),
      { today: '2026-11-27' },
    );
    // The section back at HEAD's text; the entry forged to bring that very text, "from" a copy of it.
    gitAsTest(root, 'checkout', '--', '.');
    expect(textOf(root)).toBe(original);
    const file = suggestionsFile(root, 'th');
    const queue = JSON.parse(readFileSync(file, 'utf8')) as { suggestions: Record<string, unknown>[] };
    queue.suggestions[0]!.text = original;
    queue.suggestions[0]!.before = `${original}\n`;
    writeFileSync(file, JSON.stringify(queue));
    const decided = decideSuggestions(root, 'th', 'reject', [ID]);
    expect(decided.ok && decided.decisions.map((decision) => decision.outcome)).toEqual([
      'rejected-unchanged',
    ]);
    expect(textOf(root)).toBe(original);
    expect(gitAsTest(root, 'status', '--porcelain', '--', 'th')).toBe('');
    expect(kept(root).size).toBe(0);
    expect(queued(root)).toEqual([]);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const { t } = createTranslator(locale);
      for (const [key, restored] of [
        ['cli.content.suggestions.rejected-unchanged', 'cli.content.suggestions.rejected-restored'],
        ['workbench.suggestions.rejected-unchanged', 'workbench.suggestions.rejected-restored'],
      ] as const) {
        expect(t(key, { id: ID }), `${locale} ${key}`).toContain(ID);
        expect(t(key, { id: ID }), `${locale} ${key}`).not.toBe(t(restored, { id: ID }));
      }
    }
  });

  // Issue 88 review: the reject keeps its rejection where the sections' earlier text cannot be
  // put back too (no anchored earlier version): the text stays in the section, and the import let
  // the same correction back into the queue because the section already held it.
  it('a correction with no earlier text to put back, rejected, stays rejected when the same file is imported again', async () => {
    const root = committedFixture();
    // The section edited and not committed: the text the correction starts from is in no commit.
    const section = loadContent({ root }).sections.get(ID)!.th!;
    const file = path.join(root, section.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(section.markdown, `${section.markdown} ปัดลง`));
    const bundle = correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้นเสมอ`, {
      sender: 'Somchai Jaidee',
    });
    await importHandback(root, bundle, { today: '2026-11-27' });
    const decided = decideSuggestions(root, 'th', 'reject', [ID]);
    expect(decided.ok && decided.decisions.map((decision) => decision.outcome)).toEqual(['rejected']);
    expect(textOf(root)).toContain('ปัดขึ้นเสมอ');
    expect(queued(root)).toEqual([]);
    const again = await importHandback(root, bundle, { today: '2026-11-28' });
    expect(again.sectionsRefused.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: ID, code: 'handback.section.already-rejected' },
    ]);
    expect(queued(root)).toEqual([]);
  });

  // Issue 88 review: a rejections file that could not be read counted as none, and the next
  // reject wrote it anew: every earlier rejection was lost.
  it('a corrupt rejections file is refused at its line and never written over: the reject and the import stop (en, th, zh)', async () => {
    const root = committedFixture();
    const model = loadContent({ root });
    const first = correctionBundle(model, ID, (text) => `${text} ปัดขึ้นเสมอ`, { sender: 'Somchai Jaidee' });
    await importHandback(root, first, { today: '2026-11-27' });
    decideSuggestions(root, 'th', 'reject', [ID]);
    const other = correctionBundle(loadContent({ root }), OTHER, (text) => `${text} เสมอ`);
    await importHandback(root, other, { today: '2026-11-27' });
    const otherText = loadContent({ root }).sections.get(OTHER)!.th!.markdown;
    // Half an edit: a comma gone, line 6 (the "date" after the "id" that lost it).
    const file = rejectedFile(root, 'th');
    const source = readFileSync(file, 'utf8');
    expect(source.split('\n')[5]).toContain('"date"');
    writeFileSync(file, source.replace(`"id": "${ID}",`, `"id": "${ID}"`));
    const corrupt = readFileSync(file);
    const where = { file: 'suggestions/th.rejected.json', line: 6 };
    expect(readRejected(root, 'th')).toEqual({ ok: false, ...where });

    expect(decideSuggestions(root, 'th', 'reject', [OTHER])).toEqual({
      ok: false,
      ...where,
      rejections: true,
    });
    const cli = await captureCliAsync(root, 'suggestions', 'reject', 'th', OTHER);
    expect(cli.code).toBe(2);
    expect(cli.err.trim()).toBe(
      createTranslator('en').t('cli.content.suggestions.rejected-unreadable', where),
    );
    expect(readFileSync(file).equals(corrupt)).toBe(true);
    expect(loadContent({ root }).sections.get(OTHER)!.th!.markdown).toBe(otherText);
    expect(queued(root)).toHaveLength(1);

    const again = await importHandback(root, first, { today: '2026-11-28' });
    expect(again.refused).toEqual({ code: 'handback.import.rejected-unreadable', params: where });
    expect(queued(root)).toHaveLength(1);
    expect(readFileSync(file).equals(corrupt)).toBe(true);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const { t } = createTranslator(locale);
      for (const key of [
        'cli.content.suggestions.rejected-unreadable',
        'handback.import.rejected-unreadable',
      ] as const) {
        expect(t(key, where), `${locale} ${key}`).toContain('suggestions/th.rejected.json:6');
      }
    }
  });

  it('a hostile rejections file is refused, never read as none: wrong shape, entries not objects, prototype keys, too many, too large', () => {
    const root = copyFixture('valid');
    const file = rejectedFile(root, 'th');
    mkdirSync(path.dirname(file), { recursive: true });
    const entry = (n: number) => ({ hash: n.toString(16).padStart(64, '0'), id: ID, date: '2026-11-27' });
    const hostile: [string, string][] = [
      ['bad hash', '{"rejected":[{"hash":"x","id":"D20Tests","date":"2026-11-27"}]}'],
      ['wrong shape', '{"rejected":{"0":{}}}'],
      ['a list at the top', '[]'],
      ['entries not objects', '{"rejected":[1,"x",null]}'],
      ['__proto__ at the top', '{"rejected":[],"__proto__":{"polluted":true}}'],
      [
        '__proto__ in an entry',
        `{"rejected":[${JSON.stringify(entry(1)).slice(0, -1)},"__proto__":{"polluted":true}}]}`,
      ],
      ['constructor', '{"rejected":[],"constructor":{"prototype":{"polluted":true}}}'],
      ['too many', JSON.stringify({ rejected: Array.from({ length: 10_001 }, (_, n) => entry(n)) })],
      ['too large', `{"rejected":[]${' '.repeat(4 * 1024 * 1024)}}`],
    ];
    for (const [name, source] of hostile) {
      writeFileSync(file, source);
      expect(readRejected(root, 'th'), name).toMatchObject({
        ok: false,
        file: 'suggestions/th.rejected.json',
      });
      expect(({} as { polluted?: unknown }).polluted, name).toBeUndefined();
    }
    writeFileSync(file, JSON.stringify({ rejected: [entry(1)] }));
    expect(readRejected(root, 'th')).toMatchObject({ ok: true });
  });
});

/** The locale's rejections, the file read as it must be. */
function kept(root: string) {
  const read = readRejected(root, 'th');
  if (!read.ok) throw new Error(`${read.file}:${read.line}`);
  return read.rejected;
}
