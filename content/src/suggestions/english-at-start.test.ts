/**
 * Accepting an approval after the English changed (issue 88, Low list): the acceptance records
 * the English now, which the reviewer never read. Told from the repository (the English in the
 * commit the hand-back began from, against the English now): refused with a warning in en, th and
 * zh unless the maintainer confirms with --english-changed; an approval of unchanged English is
 * accepted as before.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  committedFixture,
  copyFixture,
  correctionBundle,
  gitAsTest,
  maintainerOf,
} from '../../test/support/test-support.ts';
import { importHandback } from '../handback/import-handback.ts';
import { loadContent } from '../loader/load-content.ts';
import { englishAtStart, englishSinceStart } from './english-at-start.ts';

const ID = 'D20Tests';
const ADDED = ' Round the total down.';

/** A repository whose Thai D20Tests a reader corrected and approved (unsigned) in a copy of its first commit. */
async function approvedAtFirstCommit(changeEnglish: boolean) {
  const root = committedFixture();
  const start = gitAsTest(root, 'rev-parse', 'HEAD').trim();
  // A correction with the reader's (unsigned) approval: applied as a draft, the approval queued.
  const bundle = correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้นเสมอ`);
  const section = {
    ...bundle.sections[0]!,
    review: { state: 'reviewed' as const, by: 'Lin Mei', date: '2026-11-26' },
  };
  if (changeEnglish) {
    const english = loadContent({ root }).sections.get(ID)!.en!;
    const file = path.join(root, english.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(english.markdown, `${english.markdown}${ADDED}`));
    gitAsTest(root, 'commit', '-q', '-am', 'English changed');
  }
  await importHandback(
    root,
    { ...bundle, startingPoint: `git:${start}`, sections: [section] },
    { today: '2026-11-27' },
  );
  await maintainerOf(root);
  return { root, start };
}

describe('accepting an approval after the English changed', () => {
  it('refused with a warning (en, th, zh) until the maintainer confirms with --english-changed', async () => {
    const { root, start } = await approvedAtFirstCommit(true);
    const model = loadContent({ root });
    expect(englishAtStart(model, ID, `git:${start}`)).not.toContain(ADDED.trim());
    expect(englishSinceStart(model, ID, `git:${start}`)).toBe('changed');
    const refused = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    expect(refused.code).toBe(1);
    // The message names the section itself: the ID once, not "ID: ID: not accepted" (issue 88 replay).
    expect(refused.err.trim()).toBe(
      createTranslator('en').t('handback.trust.acceptance.english-changed', { id: ID, from: `git:${start}` }),
    );
    expect(loadContent({ root }).sections.get(ID)!.th!.review).not.toBe('accepted');
    for (const locale of ['th', 'zh'] as const) {
      const line = createTranslator(locale).t('handback.trust.acceptance.english-changed', {
        id: ID,
        from: 'git:x',
      });
      expect(line, locale).toContain('--english-changed');
      expect(line, locale).not.toContain('handback.trust');
    }
    const confirmed = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID, '--english-changed');
    expect(confirmed.err).toBe('');
    expect(confirmed.code).toBe(0);
    expect(loadContent({ root }).sections.get(ID)!.th!).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Lin Mei' },
    });
  });

  it('the English unchanged since the copy began: accepted as before, no flag needed', async () => {
    const { root, start } = await approvedAtFirstCommit(false);
    expect(englishSinceStart(loadContent({ root }), ID, `git:${start}`)).toBe('same');
    const accepted = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    expect(accepted.err).toBe('');
    expect(loadContent({ root }).sections.get(ID)!.th!.review).toBe('accepted');
  });

  it('a start that is no commit of this repository cannot be told: unknown, which counts as changed', () => {
    const root = copyFixture('valid');
    expect(englishAtStart(loadContent({ root }), ID, 'recorded:test')).toBeUndefined();
    expect(englishSinceStart(loadContent({ root }), ID, `git:${'0'.repeat(40)}`)).toBe('unknown');
  });

  // Issue 88 review: where the history is missing, the old rule said "not changed" and the
  // acceptance of English the reviewer may never have read went through silently (exit 0).
  it('a depth-1 clone without the start commit cannot tell: refused as could-not-tell (en, th, zh) until --english-changed', async () => {
    const root = await committedCopy();
    const shallow = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-english-shallow-')), 'repo');
    gitAsTest(tmpdir(), 'clone', '-q', '--depth', '1', `file://${root}`, shallow);
    expect(gitAsTest(shallow, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');
    await refusedAsUnknownThenConfirmed(shallow);
  });

  it('a copy with no .git (a `git archive` or zip) cannot tell: refused as could-not-tell until --english-changed', async () => {
    const root = await committedCopy();
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-english-archive-')), 'content');
    cpSync(root, copy, { recursive: true, filter: (source) => path.basename(source) !== '.git' });
    await refusedAsUnknownThenConfirmed(copy);
  });
});

/** The unchanged-English case with the import committed: its start commit is the parent of HEAD. */
async function committedCopy(): Promise<string> {
  const { root } = await approvedAtFirstCommit(false);
  gitAsTest(root, 'add', '-A');
  gitAsTest(root, 'commit', '-q', '-m', 'imported');
  return root;
}

/** `suggestions accept` in `root` refuses with english-unknown, then accepts once confirmed. */
async function refusedAsUnknownThenConfirmed(root: string): Promise<void> {
  const queued = JSON.parse(readFileSync(path.join(root, 'suggestions', 'th.json'), 'utf8')) as {
    suggestions: { from: string }[];
  };
  const from = queued.suggestions[0]!.from;
  expect(from).toMatch(/^git:[0-9a-f]{40}$/);
  expect(englishSinceStart(loadContent({ root }), ID, from)).toBe('unknown');
  const refused = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
  expect(refused.code).toBe(1);
  expect(refused.err.trim()).toBe(
    createTranslator('en').t('handback.trust.acceptance.english-unknown', { id: ID, from }),
  );
  expect(loadContent({ root }).sections.get(ID)!.th!.review).not.toBe('accepted');
  for (const locale of ['en', 'th', 'zh'] as const) {
    const { t } = createTranslator(locale);
    const line = t('handback.trust.acceptance.english-unknown', { id: ID, from: 'git:x' });
    expect(line, locale).toContain('--english-changed');
    expect(line, locale).toContain('git:x');
    expect(line, locale).not.toBe(t('handback.trust.acceptance.english-changed', { id: ID, from: 'git:x' }));
  }
  const confirmed = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID, '--english-changed');
  expect(confirmed.err).toBe('');
  expect(confirmed.code).toBe(0);
  expect(loadContent({ root }).sections.get(ID)!.th!.review).toBe('accepted');
}
