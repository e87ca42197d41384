/**
 * A retired key signs nothing new (issue 88, Low list): a signature dated inside the key's window
 * used to credit any text, so the holder of a rotated-out key could back-date a review of text
 * written after the key's retirement. Now a retired key's signature counts only for the text the
 * repository held in the commit that retired it; a later text is not reviewed, and `content check`
 * names the record (en, th, zh). A review of the text that was there keeps counting.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  copyFixture,
  gitAsTest,
  registerReviewer,
  retireReviewer,
  testReviewer,
} from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { exportHandback } from '../handback/export-handback.ts';
import { importHandback } from '../handback/import-handback.ts';
import { signBundle } from '../handback/sign-bundle.ts';
import { loadContent } from '../loader/load-content.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { readKeyFile } from '../trust/key-file.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { signApproval } from '../trust/sign-approval.ts';
import { APPROVAL_RECORD_FORMAT } from './approval-record.ts';
import { textWhenRetired } from './retired-key-text.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

const ID = 'Dice';
const SIGNED_ON = '2026-11-22';

type Reviewer = Awaited<ReturnType<typeof testReviewer>>;

/** The reviewer's signed record of the th section as it is now, dated inside the key's window. */
async function review(root: string, reviewer: Reviewer): Promise<void> {
  const section = loadContent({ root }).sections.get(ID)!;
  const approval = await signApproval(
    reviewer,
    {
      locale: 'th',
      ruleId: ID,
      textHash: await approvalTextHash(section.th!.markdown),
      englishHash: await englishTextHash(section.en!.markdown),
    },
    SIGNED_ON,
    SIGNED_ON,
  );
  writeApprovalRecord(root, {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'review',
    locale: 'th',
    ruleId: ID,
    ...approval,
  });
}

const commit = (root: string, message: string) => {
  gitAsTest(root, 'add', '-A');
  gitAsTest(root, 'commit', '-q', '-m', message);
};

/** A repository whose th Dice Somchai reviewed, then his key retired on 2026-11-24 (committed). */
async function reviewedThenRetired() {
  const root = copyFixture('valid');
  gitAsTest(root, 'init', '-q');
  const reviewer = await testReviewer('Somchai Jaidee', ['th'], root);
  await review(root, reviewer);
  commit(root, 'reviewed');
  retireReviewer(root, reviewer, '2026-11-24');
  commit(root, 'retired');
  return { root, reviewer };
}

const retiredFindings = (root: string) =>
  checkContent({ root, strings: null }).diagnostics.filter(
    (d) => d.code === 'content.approval.retired-key-new-text',
  );

describe("a retired key's signature", () => {
  it('keeps crediting the text the repository held when the key was retired', async () => {
    const { root } = await reviewedThenRetired();
    expect(loadContent({ root }).sections.get(ID)!.th!.review).toBe('reviewed');
    expect(retiredFindings(root)).toEqual([]);
  });

  it('credits no text that came after: a back-dated review of new text is not reviewed, and content check names it', async () => {
    const { root, reviewer } = await reviewedThenRetired();
    const section = loadContent({ root }).sections.get(ID)!.th!;
    const file = path.join(root, section.file);
    // New text, after the retirement (the last paragraph gains a sentence), signed "on 2026-11-22".
    writeFileSync(file, readFileSync(file, 'utf8').replace(section.markdown, `${section.markdown} ปัดลงเสมอ`));
    await review(root, reviewer);
    const before = loadContent({ root }).sections.get(ID)!.th!;
    expect(before.review).toBe('edited');
    expect(before.lastReview).toMatchObject({ why: 'not-verified', reason: 'retired-key-new-text' });
    // Committed too (a pull request): the same.
    commit(root, 'new text, back-dated review');
    expect(loadContent({ root }).sections.get(ID)!.th!.review).toBe('edited');
    const [finding, ...more] = retiredFindings(root);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ file: `approvals/th/${ID}.json`, severity: 'error' });
    expect(finding!.line).toBeGreaterThan(1);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('content.approval.retired-key-new-text', {
        file: 'f',
        id: ID,
        date: SIGNED_ON,
      });
      expect(line, locale).toContain(SIGNED_ON);
      expect(line, locale).not.toContain('content.approval');
    }
  });

  it('content review --key refuses a retired key for a text newer than its retirement, before writing anything (en, th, zh)', async () => {
    // Issue 88 replay: the record was written, and content check then rejected it.
    const { root, keyFile } = await retiredKeyWithNewText();
    const record = path.join(root, 'approvals', 'th', `${ID}.json`);
    const refused = await captureCliAsync(root, 'review', 'th', ID, '--key', keyFile);
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err.trim().split('\n'), refused.err).toHaveLength(1);
    expect(refused.err).toMatch(new RegExp(`^error: ${ID}: the key \\S+ of Somchai Jaidee is retired`));
    expect(existsSync(record)).toBe(false);
    expect(retiredFindings(root)).toEqual([]);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('cli.content.review.retired-key-new-text', {
        id: ID,
        name: 'Somchai Jaidee',
        keyId: 'k',
      });
      expect(line, locale).toContain(ID);
      expect(line, locale).not.toContain('cli.content');
    }
  });

  // Issue 88 review: with --out the same signature went into a hand-back file (exit 0) that the
  // record path refuses.
  it('content review --key --out refuses it the same way: no hand-back file is written', async () => {
    const { root, keyFile } = await retiredKeyWithNewText();
    const bundle = path.join(path.dirname(keyFile), 'handback.json');
    const withOut = await captureCliAsync(root, 'review', 'th', ID, '--key', keyFile, '--out', bundle);
    const without = await captureCliAsync(root, 'review', 'th', ID, '--key', keyFile);
    expect(withOut.code).toBe(2);
    expect(withOut.out).toBe('');
    expect(withOut.err).toBe(without.err);
    expect(existsSync(bundle)).toBe(false);
  });

  // Issue 88 review: the import credited such a signature from a hand-back file ("reviewed", its
  // record written), and the loader then took it back, content check failing, nothing queued.
  it('a hand-back signed with the retired key for the newer text: imported as a suggestion, never credited', async () => {
    const { root, keyFile } = await retiredKeyWithNewText();
    const model = loadContent({ root });
    const exported = exportHandback(model, 'th', { ids: [ID] });
    const read = await readKeyFile(keyFile, keyFile);
    if (!exported.ok || !read.ok) throw new Error('export or key');
    const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
    const bundle = await signBundle(exported.bundle, read.signer, utcToday(), {
      ids: new Set([ID]),
      englishOf,
    });
    const result = await importHandback(root, bundle);
    expect(result.reviews).toMatchObject([
      { id: ID, outcome: 'suggested', problem: { code: 'handback.import.reason.retired-key-new-text' } },
    ]);
    expect(existsSync(path.join(root, 'approvals', 'th', `${ID}.json`))).toBe(false);
    expect(retiredFindings(root)).toEqual([]);
    expect(result.suggestions.map((entry) => entry.approval?.reason)).toEqual(['retired-key-new-text']);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('handback.import.reason.retired-key-new-text');
      expect(line, locale).not.toContain('handback.import');
    }
  });

  it('a depth-1 clone cannot tell which commit retired the key (HEAD would pass for it): nothing is told', async () => {
    const { root, reviewer } = await reviewedThenRetired();
    const place = { file: loadContent({ root }).sections.get(ID)!.th!.file, pageId: 'Dice', id: ID };
    // The full history finds the retiring commit and its text.
    expect(typeof textWhenRetired(root, reviewer.keyId, place)).toBe('string');
    const shallow = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-retired-shallow-')), 'repo');
    gitAsTest(root, 'clone', '-q', '--depth', '1', `file://${root}`, shallow);
    expect(textWhenRetired(shallow, reviewer.keyId, place)).toBeUndefined();
  });

  it('without git nothing can be told (and the rule refuses: retired-key-unknown-history.test.ts)', async () => {
    const root = copyFixture('valid');
    const reviewer = await testReviewer('Somchai Jaidee', ['th'], root);
    expect(textWhenRetired(root, reviewer.keyId, { file: 'x.md', pageId: 'x', id: ID })).toBeUndefined();
  });
});

/**
 * A clone's layout (<repository>/content, the key file outside it) whose th Dice is a draft, the
 * reviewer's key registered and retired today (committed: a signature made today is inside the
 * key's window), then the section's text changed: a text newer than the retirement.
 */
async function retiredKeyWithNewText(): Promise<{ root: string; keyFile: string }> {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-retired-repo-')), 'content');
  cpSync(copyFixture('valid'), root, { recursive: true });
  gitAsTest(root, 'init', '-q');
  const page = path.join(root, 'th/playing-the-game/Dice.md');
  writeFileSync(page, readFileSync(page, 'utf8').replace('\n---\n', '\nreview:\n  Dice: "draft"\n---\n'));
  const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-retired-key-')), 'key.json');
  const made = await captureCliAsync(
    root,
    'reviewer-key',
    '--name',
    'Somchai Jaidee',
    '--locales',
    'th',
    '--out',
    keyFile,
  );
  expect(made.err).toBe('');
  expect(made.code).toBe(0);
  const lines = made.out.split('\n').slice(1).filter(Boolean);
  registerReviewer(root, `${lines.join('\n')}\n  retired: ${utcToday()}\n`);
  commit(root, 'retired');
  // The text the repository held at the retirement: not this refusal (whatever else the review says).
  const held = await captureCliAsync(root, 'review', 'th', ID, '--key', keyFile, '--dry-run');
  expect(held.err).not.toContain('is retired');
  expect(held.code).toBe(0);
  const section = loadContent({ root }).sections.get(ID)!.th!;
  const text = path.join(root, section.file);
  writeFileSync(text, readFileSync(text, 'utf8').replace(section.markdown, `${section.markdown} ปัดลงเสมอ`));
  return { root, keyFile };
}
