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
import { definitionReviews, englishFullHash } from '@polyhedral/content';
import { CLONE_TEST_TIMEOUT, gitAsTest as git, REPO_IN_GIT, tempFolders } from '@polyhedral/content/testing';
import { approvalTextHash } from '@polyhedral/content/trust';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneWithReviewers, signHandBackAndImport } from '../../tests/support/page-handback.ts';
import { definitionCreditOf, definitionReviewState } from '../lib/definition-review-state.ts';
import type { ReviewDraft } from './review-drafts.ts';
import { definitionDraftId } from './review-paths.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

const TERM = 'Advantage';

describe.runIf(REPO_IN_GIT)('a glossary definition approved on the review page', () => {
  it(
    'th: the page signs what the import verifies; the record makes it reviewed, a change undoes it',
    async () => {
      const { clone, root, signers, base } = await cloneWithReviewers(
        temp('definition-approve'),
        { th: 'Somchai Jaidee' },
        (repo) => git(repo, 'sparse-checkout', 'add', 'packages/i18n/src/glossary'),
      );
      const glossary = path.join(clone, 'packages/i18n/src/glossary');
      const signer = signers.th;
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
      const { approval, file, result } = await signHandBackAndImport(root, draft, signer, now);
      expect(approval.englishHash).toBe(draft.englishRead);
      expect(file.bundle.glossary?.map((entry) => entry.term)).toEqual([TERM]);
      const today = approval.date;
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
