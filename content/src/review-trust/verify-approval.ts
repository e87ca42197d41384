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

/**
 * Why an approval does not count, as a problem: the message key is
 * `handback.import.reason.<reason>`; the short reason is what the suggestion queue keeps on disk.
 */
export interface ApprovalProblem<Reason extends string = ApprovalRefusal> {
  code: `handback.import.reason.${Reason}`;
  params: Record<string, never>;
}

const REASON_PREFIX = 'handback.import.reason.';

/** The problem of an approval that does not count for `reason`. */
export function approvalProblem<Reason extends string>(reason: Reason): ApprovalProblem<Reason> {
  return { code: `${REASON_PREFIX}${reason}`, params: {} };
}

/** The short reason of an approval problem (`unsigned`): what the suggestion queue file records. */
export function approvalReason<Reason extends string>(problem: ApprovalProblem<Reason>): Reason {
  return problem.code.slice(REASON_PREFIX.length) as Reason;
}

export type ApprovalVerdict =
  | { ok: true; reviewer: RegisteredReviewer }
  | { ok: false; problem: ApprovalProblem };

function refused(reason: ApprovalRefusal): ApprovalVerdict {
  return { ok: false, problem: approvalProblem(reason) };
}

export async function verifyApproval(
  approval: Approval,
  subject: { locale: string; ruleId: string; textHash: string },
  registry: ReviewerRegistry,
  today: string,
): Promise<ApprovalVerdict> {
  if (reviewerNameProblem(approval.reviewer)) return refused('bad-name');
  if (reviewDateProblem(approval.date, today)) return refused('bad-date');
  const reviewer = registry.byKeyId.get(approval.keyId);
  if (!reviewer) return refused('unknown-key');
  if (reviewer.name !== approval.reviewer) return refused('name-mismatch');
  if (!reviewer.locales.includes(subject.locale)) return refused('locale-not-registered');
  if (approval.textHash !== subject.textHash) return refused('text-changed');
  const signature = fromBase64url(approval.signature);
  const key = await importVerifyKey(reviewer.spki);
  if (signature?.length !== 64 || !key) return refused('bad-signature');
  const payload = new TextEncoder().encode(
    approvalPayload(subject, { date: approval.date, reviewer: approval.reviewer, keyId: approval.keyId }),
  );
  let valid = false;
  try {
    valid = await globalThis.crypto.subtle.verify(ECDSA_SHA256, key, signature, payload);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, reviewer } : refused('bad-signature');
}
