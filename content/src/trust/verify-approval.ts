/**
 * verifyApproval: whether an approval grants a review of this text, locale and section; the first
 * check that fails is the reason: a plain name and a real date not after tomorrow; the key
 * registered as a reviewer's under this name, for this locale, unrevoked, the date in its window
 * (signing-key-check.ts); the text hash that of the text applied (else a replay) and the English
 * hash that of the English now (else a stale review); a low-S signature that verifies over
 * approvalPayload(...). Anything else is a suggestion for the maintainer.
 */
import { type Approval, type ApprovalSubject, approvalPayload } from './approval.ts';
import { fromBase64url } from './base64url.ts';
import { isHighS } from './low-s.ts';
import { ECDSA_SHA256, importVerifyKey } from './reviewer-key.ts';
import { reviewDateProblem, reviewerNameProblem } from './reviewer-name.ts';
import type { RegisteredReviewer, ReviewerRegistry } from './reviewers.ts';
import { type KeyRefusal, signingKeyCheck } from './signing-key-check.ts';

export type ApprovalRefusal =
  | 'bad-name'
  | 'bad-date'
  | KeyRefusal
  | 'text-changed'
  | 'english-changed'
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

function refused(reason: ApprovalRefusal): { ok: false; problem: ApprovalProblem } {
  return { ok: false, problem: approvalProblem(reason) };
}

/** What an approval is checked against: the section as it is now, and its English now. */
export type VerifiedSubject = ApprovalSubject;

/**
 * Every check but the signature's own, synchronous (the loader verifies the signature with
 * node:crypto, verifyApproval with Web Crypto): what is left to verify, or the first reason it
 * does not count.
 */
export function approvalPrecheck(
  approval: Approval,
  subject: VerifiedSubject,
  registry: ReviewerRegistry,
  today: string,
):
  | {
      ok: true;
      reviewer: RegisteredReviewer;
      payload: Uint8Array<ArrayBuffer>;
      signature: Uint8Array<ArrayBuffer>;
    }
  | { ok: false; problem: ApprovalProblem } {
  if (reviewerNameProblem(approval.reviewer)) return refused('bad-name');
  if (reviewDateProblem(approval.date, today)) return refused('bad-date');
  const key = signingKeyCheck(registry, {
    keyId: approval.keyId,
    name: approval.reviewer,
    locale: subject.locale,
    date: approval.date,
    role: 'reviewer',
  });
  if (!key.ok) return refused(key.reason);
  const { reviewer } = key;
  if (approval.textHash !== subject.textHash) return refused('text-changed');
  if (approval.englishHash !== subject.englishHash) return refused('english-changed');
  const signature = fromBase64url(approval.signature);
  // The high-S twin of a signature is never one a signer kept (low-s.ts).
  if (signature?.length !== 64 || isHighS(signature)) return refused('bad-signature');
  const payload = new TextEncoder().encode(
    approvalPayload(subject, { date: approval.date, reviewer: approval.reviewer, keyId: approval.keyId }),
  );
  return { ok: true, reviewer, payload, signature };
}

export async function verifyApproval(
  approval: Approval,
  subject: VerifiedSubject,
  registry: ReviewerRegistry,
  today: string,
): Promise<ApprovalVerdict> {
  const checked = approvalPrecheck(approval, subject, registry, today);
  if (!checked.ok) return checked;
  const key = await importVerifyKey(checked.reviewer.spki);
  if (!key) return refused('bad-signature');
  let valid = false;
  try {
    valid = await globalThis.crypto.subtle.verify(ECDSA_SHA256, key, checked.signature, checked.payload);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, reviewer: checked.reviewer } : refused('bad-signature');
}
