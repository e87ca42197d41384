/**
 * The registry's half of every signature check (approvals and acceptances), the first failure being
 * the reason: the key registered, in this role (`role: maintainer` accepts only, others review
 * only), under this name, for this locale, not revoked, the date in its window (`added`..`retired`).
 */
import { type KeyRole, keyRole, type RegisteredReviewer, type ReviewerRegistry } from './reviewers.ts';

export type KeyRefusal =
  | 'unknown-key'
  | 'wrong-role'
  | 'name-mismatch'
  | 'locale-not-registered'
  | 'key-revoked'
  | 'outside-key-window';

export interface SigningClaim {
  keyId: string;
  /** The name the record gives its signer. */
  name: string;
  locale: string;
  date: string;
  role: KeyRole;
}

export function signingKeyCheck(
  registry: ReviewerRegistry,
  claim: SigningClaim,
): { ok: true; reviewer: RegisteredReviewer } | { ok: false; reason: KeyRefusal } {
  const reviewer = registry.byKeyId.get(claim.keyId);
  if (!reviewer) return { ok: false, reason: 'unknown-key' };
  if (keyRole(reviewer) !== claim.role) return { ok: false, reason: 'wrong-role' };
  if (reviewer.name !== claim.name) return { ok: false, reason: 'name-mismatch' };
  if (!reviewer.locales.includes(claim.locale)) return { ok: false, reason: 'locale-not-registered' };
  if (reviewer.revoked !== undefined) return { ok: false, reason: 'key-revoked' };
  // Dated before the key was registered (0001-01-01 included) or after it was rotated out.
  if (claim.date < reviewer.added || (reviewer.retired !== undefined && claim.date > reviewer.retired))
    return { ok: false, reason: 'outside-key-window' };
  return { ok: true, reviewer };
}
