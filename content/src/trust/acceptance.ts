/**
 * The maintainer's signed acceptance of one section's text (or one glossary definition) in one
 * locale: the maintainer vouches for an approval that did not verify, on behalf of the name it
 * carried, with the key reviewers.yaml registers under `role: maintainer`. `signature` is base64url
 * of the 64-byte low-S IEEE P1363 ECDSA P-256 / SHA-256 signature (sign-payload.ts, as a review's)
 * over the UTF-8 bytes of acceptancePayload(...): the JSON array
 * `["polyhedral-acceptance/1", locale, ruleId, textHash, englishHash, date, onBehalfOf, acceptedBy,
 * reason, keyId]`. Its own tag: a reviewer's approval never verifies as an acceptance, nor the
 * reverse; every field the record shows is signed.
 */
import type { ApprovalSubject } from './approval.ts';

export const ACCEPTANCE_PAYLOAD_TAG = 'polyhedral-acceptance/1';

/** What the maintainer signs besides the subject. */
export interface AcceptanceClaim {
  date: string;
  /** On whose behalf (the name the approval carried). */
  onBehalfOf: string;
  /** The maintainer: the name their key is registered under. */
  acceptedBy: string;
  /** Why it was not a verified review (`unsigned`, `bad-signature`, ...). */
  reason: string;
  keyId: string;
}

/** The exact text that is signed (its UTF-8 bytes are). */
export function acceptancePayload(subject: ApprovalSubject, claim: AcceptanceClaim): string {
  return JSON.stringify([
    ACCEPTANCE_PAYLOAD_TAG,
    subject.locale,
    subject.ruleId,
    subject.textHash,
    subject.englishHash,
    claim.date,
    claim.onBehalfOf,
    claim.acceptedBy,
    claim.reason,
    claim.keyId,
  ]);
}
