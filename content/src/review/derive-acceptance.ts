/**
 * A maintainer's acceptance record's state, once its text and English are the section's now:
 * `accepted` only when its signature verifies with a `role: maintainer` key (verify-acceptance.ts,
 * verify-signature-sync.ts) and it is on behalf of no look-alike of a registered reviewer's name;
 * else nobody is credited, with why (`key-revoked` only for what the revoked key really signed).
 */

import type { LostReviewReason } from '../model/review-credit.ts';
import type { Section } from '../model/types.ts';
import type { ApprovalSubject } from '../trust/approval.ts';
import { lookalikeOf } from '../trust/name-skeleton.ts';
import type { ReviewerRegistry } from '../trust/reviewers.ts';
import { acceptancePrecheck } from '../trust/verify-acceptance.ts';
import { verifiesSync } from '../trust/verify-signature-sync.ts';
import type { AcceptanceRecord } from './approval-record.ts';

type Derived = Pick<Section, 'review' | 'reviewer' | 'lastReview'>;

/** The registry with `keyId`'s revocation lifted: to tell a genuine signature by a revoked key from a made-up one. */
export function asIfUnrevoked(registry: ReviewerRegistry, keyId: string): ReviewerRegistry {
  const reviewer = registry.byKeyId.get(keyId);
  if (!reviewer) return registry;
  const { revoked: _revoked, ...unrevoked } = reviewer;
  return { reviewers: registry.reviewers, byKeyId: new Map(registry.byKeyId).set(keyId, unrevoked) };
}

export function deriveAcceptance(
  record: AcceptanceRecord,
  subject: ApprovalSubject,
  registry: ReviewerRegistry | null,
  today: string,
  lost: (why: LostReviewReason, reason?: string) => Derived,
): Derived {
  if (!registry) return lost('not-verified', 'registry-invalid');
  // A look-alike of a registered reviewer's name is not vouched for under any name.
  const names = registry.reviewers.map((reviewer) => reviewer.name);
  if (lookalikeOf(record.onBehalfOf, names) !== null) return lost('not-verified', 'lookalike-name');
  const checked = acceptancePrecheck(record, subject, registry, today);
  if (!checked.ok && checked.reason === 'key-revoked' && record.keyId) {
    const signed = acceptancePrecheck(record, subject, asIfUnrevoked(registry, record.keyId), today);
    if (!signed.ok) return lost('not-verified', signed.reason);
    return verifiesSync(signed.maintainer.spki, signed.payload, signed.signature)
      ? lost('key-revoked', 'key-revoked')
      : lost('not-verified', 'bad-signature');
  }
  if (!checked.ok) return lost('not-verified', checked.reason);
  if (!verifiesSync(checked.maintainer.spki, checked.payload, checked.signature))
    return lost('not-verified', 'bad-signature');
  const by = record.onBehalfOf;
  return {
    review: 'accepted',
    reviewer: {
      kind: record.kind,
      by,
      on: record.date,
      acceptedBy: checked.maintainer.name,
      reason: record.reason,
    },
    lastReview: { by, on: record.date, text: record.textHash, kind: record.kind },
  };
}
