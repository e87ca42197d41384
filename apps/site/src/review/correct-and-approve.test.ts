/**
 * Correct and approve in one Send (issue 71 item 4), end to end through the review page's own
 * code: a registered reviewer corrects a Thai (or Chinese) draft section on the page, approves the
 * corrected text, confirms signing; the page signs the corrected text and hands back one file; the
 * maintainer's `content import` into a real clone applies the correction and writes the signed
 * record, and the loader derives "reviewed by" that reviewer from it. The page's text carries a
 * phone keyboard's trailing spaces and CRLF line ends: the signature covers the normalized text,
 * which is what the import writes, so the record verifies against the file. An edit after the
 * approval drops it (the page's draft model); a character added to the file afterwards drops the
 * review (text changed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, normalizedSectionText } from '@polyhedral/content';
import { CLONE_TEST_TIMEOUT, REPO_IN_GIT, tempFolders } from '@polyhedral/content/testing';
import { approvalTextHash, englishTextHash } from '@polyhedral/content/trust';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneWithReviewers, signHandBackAndImport } from '../../tests/support/page-handback.ts';
import { draftKind, type ReviewDraft } from './review-drafts.ts';
import { draftsToSign } from './sign-drafts.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

const REVIEWERS = { th: 'Somchai Jaidee', zh: 'Lin Mei' } as const;
const CORRECTION = { th: 'ข้อความที่ผู้ตรวจทานแก้', zh: '审校者修改的文字' } as const;

describe.runIf(REPO_IN_GIT)('correct and approve in one Send', () => {
  it(
    'th and zh: the import applies the correction and the signed approval verifies against the written text',
    async () => {
      const { root, signers, base } = await cloneWithReviewers(temp('correct-approve'), REVIEWERS);
      const model = loadContent({ root });
      const now = new Date();

      for (const locale of ['th', 'zh'] as const) {
        // A drafted section with English, as the review page shows it.
        const section = [...model.sections.values()]
          .map((entry) => entry[locale])
          .find((one) => one?.review === 'draft' && !one.intro && model.sections.get(one.id)?.en);
        expect(section, `a ${locale} draft section`).toBeDefined();
        const english = model.sections.get(section!.id)!.en!;
        // The reader's corrected text as a phone gives it: CRLF line ends, trailing spaces. The
        // correction ends the last paragraph (a new paragraph has no English block to align with,
        // and the import refuses it as content.align.extra).
        const corrected = `${section!.markdown.trimEnd()} ${CORRECTION[locale]}  `.replace(/\n/g, ' \r\n');
        const draft: ReviewDraft = {
          v: 1,
          locale,
          id: section!.id,
          title: section!.id,
          startingPoint: `git:${base}`,
          start: await approvalTextHash(section!.markdown),
          english: english.hash,
          englishRead: await englishTextHash(english.markdown),
          original: section!.markdown,
          markdown: corrected,
          approved: true,
          savedAt: now.toISOString(),
        };
        expect(draftKind(draft)).toBe('corrected-approved');
        expect(draftsToSign([draft]).map((one) => one.id)).toEqual([section!.id]);

        const signer = signers[locale];
        const { approval, result } = await signHandBackAndImport(root, draft, signer, now);
        const written = normalizedSectionText(corrected);
        expect(approval.textHash).toBe(await approvalTextHash(written));
        expect(result.reviews).toEqual([
          expect.objectContaining({ id: draft.id, outcome: 'reviewed', by: REVIEWERS[locale] }),
        ]);

        const after = loadContent({ root }).sections.get(draft.id)![locale]!;
        // The correction is in, as the one writer writes it (normalized) ...
        expect(after.markdown).toBe(written);
        expect(after.markdown).toContain(CORRECTION[locale]);
        // ... and the loader derives the review from the signed record against that very text.
        expect(after.review).toBe('reviewed');
        expect(after.reviewer).toMatchObject({ kind: 'review', by: REVIEWERS[locale], keyId: signer.keyId });

        // One more character in the file after the review: not reviewed any more (text changed).
        const filePath = path.join(root, after.file);
        writeFileSync(
          filePath,
          readFileSync(filePath, 'utf8').replace(CORRECTION[locale], `${CORRECTION[locale]}!`),
        );
        expect(loadContent({ root }).sections.get(draft.id)![locale]!).toMatchObject({
          review: 'edited',
          lastReview: { why: 'text-changed', by: REVIEWERS[locale] },
        });
      }
    },
    CLONE_TEST_TIMEOUT,
  );
});
