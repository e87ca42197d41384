/** Who a section's approval record credits, and a record that stopped counting (derive-review-state.ts), and whether a reader is told a review was withdrawn. */

/**
 * Why a record stopped counting. `no-english`: approved with no English recorded (a definition draft
 * saved before approvals signed the English) while the text has an English now: not current, not
 * reviewed, until someone approves it against the English now.
 */
export type LostReviewReason =
  | 'text-changed'
  | 'english-changed'
  | 'no-english'
  | 'key-revoked'
  | 'not-verified';

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

/**
 * Why a reader is told the credit of the text shown was withdrawn: a review whose reviewer's key
 * was revoked, or a maintainer's acceptance whose key was (issue 88 item 3).
 */
export type WithdrawnReview = 'key-revoked' | 'acceptance-key-revoked';

/**
 * Whether a section's review or acceptance was withdrawn (what the rule page and the attribution
 * page tell the reader, as `content status` lists a review): a record the revoked key really
 * signed, for this very text and English. A text or English changed since is told otherwise (a
 * draft; the stale notice).
 */
export function withdrawnReview(section: {
  review?: string | undefined;
  lastReview?: LostReview | undefined;
}): WithdrawnReview | undefined {
  if (section.review !== 'edited' || section.lastReview?.why !== 'key-revoked') return undefined;
  return section.lastReview.kind === 'maintainer-acceptance' ? 'acceptance-key-revoked' : 'key-revoked';
}
