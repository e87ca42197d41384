/**
 * Accepting an approval after the English changed (issue 88, Low list): the acceptance records
 * the English now, which the reviewer never read. Told from the repository (the English in the
 * commit the hand-back began from, against the English now): refused with a warning in en, th and
 * zh unless the maintainer confirms with --english-changed; an approval of unchanged English is
 * accepted as before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
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
import { englishAtStart, englishChangedSince } from './english-at-start.ts';

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
    expect(englishChangedSince(model, ID, `git:${start}`)).toBe(true);
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
    expect(englishChangedSince(loadContent({ root }), ID, `git:${start}`)).toBe(false);
    const accepted = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    expect(accepted.err).toBe('');
    expect(loadContent({ root }).sections.get(ID)!.th!.review).toBe('accepted');
  });

  it('a start that is no commit of this repository cannot be told: no warning', () => {
    const root = copyFixture('valid');
    expect(englishAtStart(loadContent({ root }), ID, 'recorded:test')).toBeUndefined();
    expect(englishChangedSince(loadContent({ root }), ID, `git:${'0'.repeat(40)}`)).toBe(false);
  });
});
