import type { Approval } from '@polyhedral/content/trust';
import type { ReviewDraft } from './review-drafts.ts';
import type { StoredReviewerKey } from './reviewer-key-store.ts';

/** The approved drafts whose English read is recorded: the ones a Send lists and signs once confirmed. */
export function draftsToSign(drafts: readonly ReviewDraft[]): ReviewDraft[] {
  return drafts.filter((draft) => draft.approved && draft.englishRead !== undefined);
}

/**
 * The signed approvals (review-trust's signApproval) of the drafts in `confirmed`, by rule ID. The
 * date is the reader's calendar date, which the format accepts up to a day after UTC's today, so a
 * reader east of Greenwich signs with their own date as the CLI accepts it.
 */
export async function signedApprovals(
  drafts: readonly ReviewDraft[],
  key: StoredReviewerKey,
  name: string,
  now: Date,
  confirmed: ReadonlySet<string>,
): Promise<Record<string, Approval>> {
  const trust = await import('@polyhedral/content/trust');
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
