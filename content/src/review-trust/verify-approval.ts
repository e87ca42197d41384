/**
 * verifyApproval: whether an approval grants a review of this text, in this locale, for this
 * section. It does only when every one of these holds, checked in this order (the first that fails
 * is the reason given):
 * - the reviewer's name is a plain name and the date a real date not after tomorrow;
 * - its key ID is registered (reviewers.yaml), under exactly this name, for this locale;
 * - its text hash is the hash of the text being applied (a signature on other text is a replay);
 * - the signature verifies with that registered key over approvalPayload(locale, ruleId, ...).
 * Anything else is a suggestion for the maintainer, with the reason.
 */
import { type Approval, approvalPayload } from './approval.ts';
import { fromBase64url } from './base64url.ts';
import { ECDSA_SHA256, importVerifyKey } from './reviewer-key.ts';
import { reviewDateProblem, reviewerNameProblem } from './reviewer-name.ts';
import type { RegisteredReviewer, ReviewerRegistry } from './reviewers.ts';

export type ApprovalRefusal =
  | 'bad-name'
  | 'bad-date'
  | 'unknown-key'
  | 'name-mismatch'
  | 'locale-not-registered'
  | 'text-changed'
  | 'bad-signature';

export type ApprovalVerdict =
  | { ok: true; reviewer: RegisteredReviewer }
  | { ok: false; reason: ApprovalRefusal };

export async function verifyApproval(
  approval: Approval,
  subject: { locale: string; ruleId: string; textHash: string },
  registry: ReviewerRegistry,
  today: string,
): Promise<ApprovalVerdict> {
  if (reviewerNameProblem(approval.reviewer)) return { ok: false, reason: 'bad-name' };
  if (reviewDateProblem(approval.date, today)) return { ok: false, reason: 'bad-date' };
  const reviewer = registry.byKeyId.get(approval.keyId);
  if (!reviewer) return { ok: false, reason: 'unknown-key' };
  if (reviewer.name !== approval.reviewer) return { ok: false, reason: 'name-mismatch' };
  if (!reviewer.locales.includes(subject.locale)) return { ok: false, reason: 'locale-not-registered' };
  if (approval.textHash !== subject.textHash) return { ok: false, reason: 'text-changed' };
  const signature = fromBase64url(approval.signature);
  const key = await importVerifyKey(reviewer.spki);
  if (signature?.length !== 64 || !key) return { ok: false, reason: 'bad-signature' };
  const payload = new TextEncoder().encode(
    approvalPayload(subject, { date: approval.date, reviewer: approval.reviewer, keyId: approval.keyId }),
  );
  let valid = false;
  try {
    valid = await globalThis.crypto.subtle.verify(ECDSA_SHA256, key, signature, payload);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, reviewer } : { ok: false, reason: 'bad-signature' };
}
