/**
 * What each approval in a bundle is worth, before anything is applied (async: Web Crypto). A
 * section's signed `approval` that verifyApproval accepts, for the bundle's locale, that section
 * and the very text the bundle carries, is `verified`: the import may credit it (after the review
 * gate). Every other approval or review mark is `suggested`, with its reason: an unsigned mark
 * (`review:` with a typed name), a signature that does not verify, a name or key not registered,
 * or a reviewers.yaml in doubt.
 */

import { approvalTextHash } from '../review-trust/approval-text-hash.ts';
import type { ReviewerRegistry } from '../review-trust/reviewers.ts';
import type { ApprovalRefusal } from '../review-trust/verify-approval.ts';
import { verifyApproval } from '../review-trust/verify-approval.ts';
import type { HandbackBundle } from './handback-bundle.ts';

export type SuggestionReason = ApprovalRefusal | 'unsigned' | 'registry-invalid';

export type ApprovalCheck =
  | { id: string; state: 'verified'; by: string; date: string; keyId: string }
  | { id: string; state: 'suggested'; by: string | null; date: string; reason: SuggestionReason };

/** `id` -> what its approval is worth, for every section of `bundle` with an approval or review mark. */
export async function approvalChecks(
  bundle: HandbackBundle,
  registry: ReviewerRegistry | null,
  today: string,
): Promise<Map<string, ApprovalCheck>> {
  const checks = new Map<string, ApprovalCheck>();
  for (const section of bundle.sections) {
    const { approval, review } = section;
    if (approval) {
      if (!registry) {
        checks.set(section.id, {
          id: section.id,
          state: 'suggested',
          by: approval.reviewer,
          date: approval.date,
          reason: 'registry-invalid',
        });
        continue;
      }
      const verdict = await verifyApproval(
        approval,
        { locale: bundle.locale, ruleId: section.id, textHash: approvalTextHash(section.markdown) },
        registry,
        today,
      );
      checks.set(
        section.id,
        verdict.ok
          ? {
              id: section.id,
              state: 'verified',
              by: verdict.reviewer.name,
              date: approval.date,
              keyId: approval.keyId,
            }
          : {
              id: section.id,
              state: 'suggested',
              by: approval.reviewer,
              date: approval.date,
              reason: verdict.reason,
            },
      );
    } else if (review) {
      checks.set(section.id, {
        id: section.id,
        state: 'suggested',
        by: review.by,
        date: review.date,
        reason: 'unsigned',
      });
    }
  }
  return checks;
}
