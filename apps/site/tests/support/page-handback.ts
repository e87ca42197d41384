/**
 * A registered reviewer's day through the review page's own code, for the end-to-end tests of
 * sections and glossary definitions (correct-and-approve.test.ts, definition-approve.test.ts): a
 * real clone with reviewers registered and committed, the page's stored key of a test reviewer, and
 * one draft signed (the confirmed Send), handed back as one file and imported by the maintainer.
 */
import path from 'node:path';
import { importHandback } from '@polyhedral/content';
import * as tools from '@polyhedral/content/section-check';
import { fullClone, gitAsTest as git, type TestReviewer, testReviewer } from '@polyhedral/content/testing';
import type { ReviewDraft } from '../../src/review/review-drafts.ts';
import { type HandbackFile, handbackFiles } from '../../src/review/review-handback.ts';
import type { StoredReviewerKey } from '../../src/review/reviewer-key-store.ts';
import { signedApprovals } from '../../src/review/sign-drafts.ts';

/** A full clone in `folder` with these reviewers registered in one commit: its content root, the signers, the commit. */
export async function cloneWithReviewers<Locale extends string>(
  folder: string,
  reviewers: Readonly<Record<Locale, string>>,
  prepare: (clone: string) => void = () => {},
): Promise<{ clone: string; root: string; signers: Record<Locale, TestReviewer>; base: string }> {
  const clone = fullClone(path.join(folder, 'repo'));
  const root = path.join(clone, 'content');
  prepare(clone);
  const signers = {} as Record<Locale, TestReviewer>;
  for (const [locale, name] of Object.entries(reviewers) as [Locale, string][])
    signers[locale] = await testReviewer(name, [locale], root);
  git(clone, 'commit', '-qam', `reviewers: ${Object.values(reviewers).join(', ')}`);
  return { clone, root, signers, base: git(clone, 'rev-parse', 'HEAD').trim() };
}

/** The key the review page keeps for `signer` (reviewer-key-store.ts). */
export function storedKey(signer: TestReviewer): StoredReviewerKey {
  return {
    v: 1,
    privateKey: signer.privateKey,
    publicKeyText: signer.publicKeyText,
    keyId: signer.keyId,
    name: signer.reviewer,
    made: '',
  };
}

/** `draft` signed by `signer` as the page signs it (Send confirmed), handed back, and imported into `root`. */
export async function signHandBackAndImport(
  root: string,
  draft: ReviewDraft,
  signer: TestReviewer,
  now: Date,
) {
  const key = storedKey(signer);
  const approvals = await signedApprovals([draft], key, key.name, now, new Set([draft.id]));
  const approval = approvals[draft.id]!;
  const [file] = (await handbackFiles(tools, [draft], key.name, now, approvals)) as [HandbackFile];
  const result = await importHandback(root, file.bundle, { today: approval.date });
  return { approval, file, result };
}
