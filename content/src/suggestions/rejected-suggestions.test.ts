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
    expect([...readRejected(root, 'th').values()].map(({ id }) => id)).toEqual([ID]);

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
    expect(readRejected(root, 'th').size).toBe(0);
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

  it('a rejections file that fails its schema is read as none (it never writes text)', () => {
    const root = copyFixture('valid');
    mkdirSync(path.dirname(rejectedFile(root, 'th')), { recursive: true });
    writeFileSync(
      rejectedFile(root, 'th'),
      '{"rejected":[{"hash":"x","id":"D20Tests","date":"2026-11-27"}]}',
    );
    expect(readRejected(root, 'th').size).toBe(0);
  });
});
