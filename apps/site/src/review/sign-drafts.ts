import type { Approval } from '@polyhedral/content/review-trust';
import type { ReviewDraft } from './review-drafts.ts';
import type { StoredReviewerKey } from './reviewer-key-store.ts';

/**
 * The drafts a Send would sign with the device's key: those approved (as is, or as corrected) whose English read is
 * recorded (a draft kept before that was recorded goes unsigned). The page lists them, by title
 * and rule ID, and signs only after the reader confirms that list (SendCorrections.tsx).
 */
export function draftsToSign(drafts: readonly ReviewDraft[]): ReviewDraft[] {
  return drafts.filter((draft) => draft.approved && draft.englishRead !== undefined);
}

/**
 * The signed approvals of the drafts the reader approved and confirmed signing (`confirmed`,
 * rule IDs: a draft not in it is never signed, whatever it says), with the device's key
 * (review-trust's signApproval over locale, rule ID, text hash, the English read, date, name and key
 * ID), by rule ID.
 * The date is the reader's calendar date (localCalendarDate, as the file's name), checked against UTC's
 * today (utcToday): the approval format accepts a date up to the day after UTC's today, so a reader
 * east of Greenwich (Bangkok at 06:30, UTC still the day before) signs with their own date, as the
 * CLI's check accepts it. Loaded when the reader sends.
 */
export async function signedApprovals(
  drafts: readonly ReviewDraft[],
  key: StoredReviewerKey,
  name: string,
  now: Date,
  confirmed: ReadonlySet<string>,
): Promise<Record<string, Approval>> {
  const trust = await import('@polyhedral/content/review-trust');
  const date = trust.localCalendarDate(now);
  const today = trust.utcToday(now);
  const approvals: Record<string, Approval> = {};
  for (const draft of draftsToSign(drafts)) {
    if (!confirmed.has(draft.id) || draft.englishRead === undefined) continue;
    approvals[draft.id] = await trust.signApproval(
      { privateKey: key.privateKey, reviewer: name, keyId: key.keyId },
      {
        locale: draft.locale,
        ruleId: draft.id,
        // The text approved: the site's as is, or the reader's correction, which the import writes
        // normalized (approvalTextHash normalizes the same way), so the record verifies against it.
        textHash: await trust.approvalTextHash(draft.markdown),
        englishHash: draft.englishRead,
      },
      date,
      today,
    );
  }
  return approvals;
}
