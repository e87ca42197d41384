/**
 * Unknown history refuses (issue 98 item 5): a retired key's back-dated signature over text written
 * after its retirement imported as "marked reviewed" in a `git clone --depth 1` and in a copy
 * without `.git` (a full clone refused it), and the loader credited it. Now, where the history
 * cannot show the text was there when the key was retired, the import makes it a suggestion and
 * says why, and the loader credits nothing, as an acceptance whose starting English is unknown is
 * refused. Real copies of a scratch repository: a depth-1 clone and a `git archive` of it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  copyFixture,
  gitAsTest,
  retireReviewer,
  testReviewer,
} from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { exportHandback } from '../handback/export-handback.ts';
import { serializeHandbackBundle } from '../handback/handback-bundle.ts';
import { signBundle } from '../handback/sign-bundle.ts';
import { recordStartingPoint } from '../handback/starting-point.ts';
import { loadContent } from '../loader/load-content.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { signApproval } from '../trust/sign-approval.ts';
import { APPROVAL_RECORD_FORMAT } from './approval-record.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

const ID = 'Dice';
/** Inside the key's window (added 2026-11-20, retired 2026-11-24): the back-dating. */
const SIGNED_ON = '2026-11-22';

type Reviewer = Awaited<ReturnType<typeof testReviewer>>;

const commit = (root: string, message: string) => {
  gitAsTest(root, 'add', '-A');
  gitAsTest(root, 'commit', '-q', '-m', message);
};

/** A scratch repository: the key registered, retired (committed), then th Dice changed (committed). */
async function retiredThenChanged(): Promise<{ repository: string; reviewer: Reviewer }> {
  const repository = copyFixture('valid');
  gitAsTest(repository, 'init', '-q');
  const reviewer = await testReviewer('Somchai Jaidee', ['th'], repository);
  commit(repository, 'registered');
  retireReviewer(repository, reviewer, '2026-11-24');
  commit(repository, 'retired');
  const section = loadContent({ root: repository }).sections.get(ID)!.th!;
  const file = path.join(repository, section.file);
  writeFileSync(file, readFileSync(file, 'utf8').replace(section.markdown, `${section.markdown} ปัดลงเสมอ`));
  commit(repository, 'new text after the retirement');
  return { repository, reviewer };
}

type Copy = 'full clone' | 'depth-1 clone' | 'copy without .git';

function copyOf(repository: string, kind: Copy): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-history-')), 'repo');
  if (kind === 'full clone') gitAsTest(repository, 'clone', '-q', repository, target);
  else if (kind === 'depth-1 clone')
    gitAsTest(repository, 'clone', '-q', '--depth', '1', `file://${repository}`, target);
  else {
    mkdirSync(target);
    const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: repository });
    execFileSync('tar', ['-x', '-C', target], { input: tar });
  }
  return target;
}

/** The reviewer's back-dated signed record of the copy's th Dice as it is now. */
async function backDatedRecord(root: string, reviewer: Reviewer): Promise<void> {
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

const expected: Record<Copy, 'retired-key-new-text' | 'retired-key-history-unknown'> = {
  'full clone': 'retired-key-new-text',
  'depth-1 clone': 'retired-key-history-unknown',
  'copy without .git': 'retired-key-history-unknown',
};

describe("a retired key's back-dated signature over text written after its retirement", async () => {
  const { repository, reviewer } = await retiredThenChanged();

  it.each(Object.keys(expected) as Copy[])(
    'is imported as a suggestion, never marked reviewed, in a %s',
    async (kind) => {
      const root = copyOf(repository, kind);
      expect(existsSync(path.join(root, '.git')), kind).toBe(kind !== 'copy without .git');
      // The reviewer's copy records where the work started (no commit names it without git).
      recordStartingPoint(loadContent({ root }));
      const model = loadContent({ root });
      const exported = exportHandback(model, 'th', { ids: [ID] });
      if (!exported.ok) throw new Error(exported.problem.code);
      const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
      const bundle = await signBundle(exported.bundle, reviewer, SIGNED_ON, {
        ids: new Set([ID]),
        englishOf,
      });
      const bundleFile = path.join(path.dirname(root), 'handback.json');
      writeFileSync(bundleFile, serializeHandbackBundle(bundle));
      const imported = await captureCliAsync(root, 'import', bundleFile);
      const reason = createTranslator('en').t(`handback.import.reason.${expected[kind]}`);
      expect(imported.out + imported.err, kind).toContain(reason);
      expect(imported.out, kind).toContain(', 0 marked reviewed');
      expect(existsSync(path.join(root, 'approvals', 'th', `${ID}.json`)), kind).toBe(false);
      expect(loadContent({ root }).sections.get(ID)!.th!.review, kind).not.toBe('reviewed');
    },
  );

  it.each(Object.keys(expected) as Copy[])(
    'written as a record, is not credited by the loader in a %s, and content check names it',
    async (kind) => {
      const root = copyOf(repository, kind);
      await backDatedRecord(root, reviewer);
      const th = loadContent({ root }).sections.get(ID)!.th!;
      expect(th.review, kind).toBe('edited');
      expect(th.reviewer, kind).toBeUndefined();
      expect(th.lastReview, kind).toMatchObject({ why: 'not-verified', reason: expected[kind] });
      const findings = checkContent({ root, strings: null }).diagnostics.filter(
        (finding) => finding.code === `content.approval.${expected[kind]}`,
      );
      expect(findings, kind).toMatchObject([{ file: `approvals/th/${ID}.json`, severity: 'error' }]);
    },
  );

  it('says why in en, th and zh', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const { t } = createTranslator(locale);
      const params = { file: 'f', id: ID, date: SIGNED_ON, name: 'n', keyId: 'k' };
      for (const key of [
        'handback.import.reason.retired-key-history-unknown',
        'content.approval.retired-key-history-unknown',
        'cli.content.review.retired-key-history-unknown',
      ] as const) {
        const line = t(key, params);
        expect(line, `${locale} ${key}`).not.toContain(key);
        expect(line, `${locale} ${key}`).toContain('.git');
      }
    }
  });
});
