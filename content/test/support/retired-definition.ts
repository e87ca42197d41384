/**
 * A repository whose th definition of Advantage was reviewed with a key later retired (issue 88,
 * Low list: a retired key signs nothing new, in the glossary too): a clone's layout, <repository>/
 * content beside <repository>/packages/i18n/src/glossary (copies of the glossary files), one git
 * repository, the review and the retirement (2026-11-24) each committed. Read by content's tests
 * and by the workbench's, which must show the definition's credit as content derives it.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDefinitions, writeDefinition } from '../../src/glossary/glossary-files.ts';
import { REPO_ROOT } from '../../src/loader/content-root.ts';
import { APPROVAL_RECORD_FORMAT } from '../../src/review/approval-record.ts';
import { writeApprovalRecord } from '../../src/review/write-approval-record.ts';
import { type Approval, glossaryRuleId } from '../../src/trust/approval.ts';
import { approvalTextHash, englishTextHash } from '../../src/trust/approval-text-hash.ts';
import { signApproval } from '../../src/trust/sign-approval.ts';
import { retireReviewer, type TestReviewer, testReviewer } from './test-reviewer.ts';
import { copyFixture, gitAsTest } from './test-support.ts';

/** The term whose th definition is reviewed, and the day the retired key signs on (inside its window). */
export const RETIRED_TERM = 'Advantage';
export const RETIRED_SIGNED_ON = '2026-11-22';
const GLOSSARY = path.join(REPO_ROOT, 'packages/i18n/src/glossary');

/** The reviewer's signature of the th definition `text`, against the English definition, dated RETIRED_SIGNED_ON. */
export async function signedDefinition(
  root: string,
  reviewer: TestReviewer,
  text: string,
): Promise<Approval> {
  return signApproval(
    reviewer,
    {
      locale: 'th',
      ruleId: glossaryRuleId(RETIRED_TERM),
      textHash: await approvalTextHash(text),
      englishHash: await englishTextHash(readDefinitions(root, 'en')![RETIRED_TERM]!),
    },
    RETIRED_SIGNED_ON,
    RETIRED_SIGNED_ON,
  );
}

/** The reviewer's record of the th definition as it is now. */
async function recordDefinitionReview(root: string, reviewer: TestReviewer): Promise<void> {
  const approval = await signedDefinition(root, reviewer, readDefinitions(root, 'th')![RETIRED_TERM]!);
  writeApprovalRecord(root, {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'review',
    locale: 'th',
    ruleId: glossaryRuleId(RETIRED_TERM),
    ...approval,
  });
}

/** Everything in the repository at `top`, committed. */
export function commitAll(top: string, message: string): void {
  gitAsTest(top, 'add', '-A');
  gitAsTest(top, 'commit', '-q', '-m', message);
}

/** The repository (its top and content root) and the reviewer whose key is now retired. */
export async function reviewedThenRetiredDefinition(): Promise<{
  top: string;
  root: string;
  reviewer: TestReviewer;
}> {
  const top = mkdtempSync(path.join(tmpdir(), 'polyhedral-retired-glossary-'));
  const root = path.join(top, 'content');
  cpSync(copyFixture('valid'), root, { recursive: true });
  const glossary = path.join(top, 'packages/i18n/src/glossary');
  mkdirSync(glossary, { recursive: true });
  for (const name of ['terms.json', 'definitions.en.json', 'definitions.th.json', 'definitions.zh.json'])
    cpSync(path.join(GLOSSARY, name), path.join(glossary, name));
  gitAsTest(top, 'init', '-q');
  const reviewer = await testReviewer('Somchai Jaidee', ['th'], root);
  await recordDefinitionReview(root, reviewer);
  commitAll(top, 'reviewed');
  retireReviewer(root, reviewer, '2026-11-24');
  commitAll(top, 'retired');
  return { top, root, reviewer };
}

/** A definition text newer than the retirement: the one held then, with a sentence added. */
export function newerDefinition(root: string): string {
  return `${readDefinitions(root, 'th')![RETIRED_TERM]!} ข้อความใหม่`;
}

/** The attack: the definition changed after the retirement, and the retired key's record of it back-dated into its window. */
export async function backDatedNewerDefinition(root: string, reviewer: TestReviewer): Promise<void> {
  if (!writeDefinition(root, 'th', RETIRED_TERM, newerDefinition(root))) throw new Error('no definition');
  await recordDefinitionReview(root, reviewer);
}
