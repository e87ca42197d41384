/**
 * A section's review state, derived each time the tree is read, never stored: its approval record
 * verified against reviewers.yaml, the text now and the English now. `reviewed`: a registered
 * reviewer's signature that verifies (node:crypto, verifyApproval's checks: approvalPrecheck) with
 * an unrevoked key in its window; `accepted`: the maintainer's signed acceptance for this very text
 * and English (derive-acceptance.ts); `edited`: a record that no longer holds, crediting nobody
 * (`lastReview` says whose and why; `key-revoked` only for what that key really signed); `draft`:
 * drafted here (`review:`), no record.
 */
import type { LostReview, LostReviewReason, ReviewCredit } from '../model/review-credit.ts';
import type { ReaderLocale, Section } from '../model/types.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import type { Approval } from '../trust/approval.ts';
import type { ReviewerRegistry } from '../trust/reviewers.ts';
import { approvalPrecheck, approvalReason } from '../trust/verify-approval.ts';
import { verifiesSync as verifies } from '../trust/verify-signature-sync.ts';
import type { ApprovalRecord } from './approval-record.ts';
import { asIfUnrevoked, deriveAcceptance } from './derive-acceptance.ts';

export type { LostReview, ReviewCredit };

export type DerivedReview = Pick<Section, 'review' | 'reviewer' | 'lastReview'>;

export function deriveReview(
  locale: ReaderLocale,
  section: Pick<Section, 'id' | 'markdown'>,
  drafted: boolean,
  record: ApprovalRecord | undefined,
  english: string | null,
  registry: ReviewerRegistry | null,
  today: string,
): DerivedReview {
  if (!record) return drafted ? { review: 'draft' } : {};
  const textHash = sectionTextHash(section.markdown);
  const englishHash = english === null ? null : englishFullHash(english);
  const by = record.kind === 'review' ? record.reviewer : record.onBehalfOf;
  const lost = (why: LostReviewReason, reason?: string): DerivedReview => ({
    review: 'edited',
    lastReview: {
      by,
      on: record.date,
      text: record.textHash,
      kind: record.kind,
      ...(record.kind === 'review' ? { keyId: record.keyId } : {}),
      why,
      ...(reason ? { reason } : {}),
    },
  });
  if (record.textHash !== textHash) return lost('text-changed');
  // Approved with no English recorded, and there is an English now: said so, never taken as current.
  if (record.englishHash === null && englishHash !== null) return lost('no-english');
  if (record.englishHash !== englishHash) return lost('english-changed');
  if (record.kind === 'maintainer-acceptance')
    return deriveAcceptance(
      record,
      { locale, ruleId: section.id, textHash, englishHash },
      registry,
      today,
      lost,
    );
  if (!registry) return lost('not-verified', 'registry-invalid');
  const approval: Approval = {
    reviewer: record.reviewer,
    keyId: record.keyId,
    date: record.date,
    textHash: record.textHash,
    englishHash: record.englishHash,
    signature: record.signature,
  };
  const checked = approvalPrecheck(
    approval,
    { locale, ruleId: section.id, textHash, englishHash },
    registry,
    today,
  );
  if (!checked.ok) {
    const reason = approvalReason(checked.problem);
    if (reason !== 'key-revoked') return lost('not-verified', reason);
    // Withdrawn (what the rule page tells its reader) only when the revoked key really signed this
    // text and English: a hand-made record naming a revoked key is merely not verified.
    const signed = approvalPrecheck(
      approval,
      { locale, ruleId: section.id, textHash, englishHash },
      asIfUnrevoked(registry, record.keyId),
      today,
    );
    if (!signed.ok) return lost('not-verified', approvalReason(signed.problem));
    return verifies(signed.reviewer.spki, signed.payload, signed.signature)
      ? lost('key-revoked')
      : lost('not-verified', 'bad-signature');
  }
  if (!verifies(checked.reviewer.spki, checked.payload, checked.signature))
    return lost('not-verified', 'bad-signature');
  return {
    review: 'reviewed',
    reviewer: { kind: 'review', by: checked.reviewer.name, on: record.date, keyId: record.keyId },
    lastReview: { by, on: record.date, text: record.textHash, kind: record.kind, keyId: record.keyId },
  };
}
