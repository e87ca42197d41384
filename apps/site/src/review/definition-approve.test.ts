/**
 * A glossary definition approved on the review page, end to end through the page's own code
 * (issue 71 item 1): the page signs `glossary:<TermId>`, the definition's normalized text and the
 * English definition's hash as the build gives it (review-data.ts: englishFullHash); `content
 * import` into a real clone verifies it and writes the signed record
 * (`approvals/<locale>/glossary/<TermId>.json`); the state is derived from that record: reviewed by
 * that key, and no longer once the definition changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { definitionReviews, englishFullHash, importHandback } from '@polyhedral/content';
import { approvalTextHash } from '@polyhedral/content/review-trust';
import * as tools from '@polyhedral/content/section-check';
import {
  CLONE_TEST_TIMEOUT,
  fullClone,
  gitAsTest as git,
  REPO_IN_GIT,
  tempFolders,
  testReviewer,
} from '@polyhedral/content/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionCreditOf, definitionReviewState } from '../lib/definition-review-state.ts';
import type { ReviewDraft } from './review-drafts.ts';
import { handbackFiles } from './review-handback.ts';
import { definitionDraftId } from './review-paths.ts';
import type { StoredReviewerKey } from './reviewer-key-store.ts';
import { signedApprovals } from './sign-drafts.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

const TERM = 'Advantage';

describe.runIf(REPO_IN_GIT)('a glossary definition approved on the review page', () => {
  it(
    'th: the page signs what the import verifies; the record makes it reviewed, a change undoes it',
    async () => {
      const clone = fullClone(path.join(temp('definition-approve'), 'repo'));
      const root = path.join(clone, 'content');
      git(clone, 'sparse-checkout', 'add', 'packages/i18n/src/glossary');
      const glossary = path.join(clone, 'packages/i18n/src/glossary');
      const signer = await testReviewer('Somchai Jaidee', ['th'], root);
      git(clone, 'commit', '-qam', 'reviewers: Somchai (th)');
      const base = git(clone, 'rev-parse', 'HEAD').trim();
      const read = (locale: string) =>
        JSON.parse(readFileSync(path.join(glossary, `definitions.${locale}.json`), 'utf8')) as Record<
          string,
          string
        >;
      const definition = read('th')[TERM]!;
      const now = new Date();
      const draft: ReviewDraft = {
        v: 1,
        locale: 'th',
        id: definitionDraftId(TERM),
        title: TERM,
        startingPoint: `git:${base}`,
        start: await approvalTextHash(definition),
        english: null,
        // What review-data.ts gives the page for the English definition.
        englishRead: englishFullHash(read('en')[TERM]!),
        original: definition,
        markdown: definition,
        approved: true,
        savedAt: now.toISOString(),
      };
      const key: StoredReviewerKey = {
        v: 1,
        privateKey: signer.privateKey,
        publicKeyText: signer.publicKeyText,
        keyId: signer.keyId,
        name: signer.reviewer,
        made: '',
      };
      const approvals = await signedApprovals([draft], key, key.name, now, new Set([draft.id]));
      expect(approvals[draft.id]!.englishHash).toBe(draft.englishRead);
      const [file] = await handbackFiles(tools, [draft], key.name, now, approvals);
      expect(file!.bundle.glossary?.map((entry) => entry.term)).toEqual([TERM]);
      const today = approvals[draft.id]!.date;
      const result = await importHandback(root, file!.bundle, { today });
      expect(result.glossary).toEqual([
        expect.objectContaining({ term: TERM, review: expect.objectContaining({ outcome: 'reviewed' }) }),
      ]);
      const record = JSON.parse(
        readFileSync(path.join(root, `approvals/th/glossary/${TERM}.json`), 'utf8'),
      ) as Record<string, unknown>;
      expect(record).toMatchObject({ ruleId: `glossary:${TERM}`, keyId: signer.keyId, kind: 'review' });
      expect(definitionReviewState(definitionReviews(root, 'th', today)!.states.get(TERM))).toEqual({
        state: 'reviewed',
        by: 'Somchai Jaidee',
        on: today,
      });
      // The term page credits the reviewer, as a rule section does.
      expect(definitionCreditOf(definitionReviews(root, 'th', today)!.states.get(TERM))).toEqual({
        credit: { kind: 'review', by: 'Somchai Jaidee', on: today, keyId: signer.keyId },
      });
      // The key revoked: the term page tells the review withdrawn, and credits nobody.
      const reviewersFile = path.join(root, 'reviewers.yaml');
      const registered = readFileSync(reviewersFile, 'utf8');
      writeFileSync(reviewersFile, `${registered.trimEnd()}\n    revoked: ${today}\n`);
      expect(definitionCreditOf(definitionReviews(root, 'th', today)!.states.get(TERM))).toEqual({
        withdrawn: 'key-revoked',
      });
      writeFileSync(reviewersFile, registered);

      // The definition changed after the review: the site shows it changed, nobody credited as reviewer.
      const definitions = read('th');
      definitions[TERM] = `${definition} (สองลูก)`;
      writeFileSync(path.join(glossary, 'definitions.th.json'), `${JSON.stringify(definitions, null, 2)}\n`);
      expect(definitionReviews(root, 'th', today)!.states.get(TERM)).toMatchObject({
        review: 'edited',
        lastReview: { why: 'text-changed' },
      });
    },
    CLONE_TEST_TIMEOUT,
  );
});
