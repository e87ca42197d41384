/** Who a section's approval record credits, and a record that stopped counting (derive-review-state.ts). Types only. */

/** Why a record stopped counting. */
export type LostReviewReason = 'text-changed' | 'english-changed' | 'key-revoked' | 'not-verified';

/** Who is credited for a section's present text, and how. */
export type ReviewCredit =
  | { kind: 'review'; by: string; on: string; keyId: string }
  | { kind: 'maintainer-acceptance'; by: string; on: string; acceptedBy: string | null; reason: string };

/** The record that no longer holds: whose, when, the text it was for, and why it stopped counting. */
export interface LostReview {
  by: string | null;
  on: string | null;
  text: string | null;
  kind?: 'review' | 'maintainer-acceptance';
  keyId?: string;
  why?: LostReviewReason;
  /** The verifier's short reason (`bad-signature`, `unknown-key`, ...), when `why` is `not-verified`. */
  reason?: string;
}
