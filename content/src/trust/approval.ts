/**
 * A reviewer's signed approval of one section's text (or one glossary definition) in one locale,
 * as it travels in a hand-back bundle's section entry:
 * `approval: { reviewer, keyId, date, textHash, englishHash, signature }`. `textHash` is
 * approvalTextHash of the approved text, `englishHash` englishTextHash of the English section the
 * reviewer read it against (null: a translation-only section, or a glossary definition);
 * `signature` is base64url of the 64-byte IEEE P1363 ECDSA P-256 / SHA-256 signature (what Web
 * Crypto's `sign` returns, its S made low: a high-S twin is refused) over the UTF-8 bytes of
 * approvalPayload(...): the JSON array
 * `["polyhedral-approval/2", locale, ruleId, textHash, englishHash, date, reviewer, keyId]`. For a
 * glossary definition the ruleId slot is `glossary:<termId>`. The locale, the section, the text
 * and the English are all signed: a signature moved to another locale, section, text or English
 * no longer verifies.
 */
import * as z from 'zod/mini';
import { isCalendarDate } from '../text/plain-text.ts';
import { isReviewerName } from './reviewer-name.ts';

export const APPROVAL_PAYLOAD_TAG = 'polyhedral-approval/2';

/** 16 lowercase hex characters: the start of SHA-256 of the key's SPKI DER (keyIdOf). */
export const KEY_ID_PATTERN = /^[0-9a-f]{16}$/;
/** A full SHA-256, lowercase hex. */
export const FULL_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** base64url of 64 bytes: 86 characters, no padding. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{86}$/;

export const approvalSchema = z.strictObject({
  reviewer: z.string().check(z.refine(isReviewerName)),
  keyId: z.string().check(z.regex(KEY_ID_PATTERN)),
  date: z.string().check(z.refine(isCalendarDate)),
  textHash: z.string().check(z.regex(FULL_HASH_PATTERN)),
  englishHash: z.nullable(z.string().check(z.regex(FULL_HASH_PATTERN))),
  signature: z.string().check(z.regex(SIGNATURE_PATTERN)),
});

export type Approval = z.infer<typeof approvalSchema>;

/**
 * What an approval is about: the locale, the section (or `glossary:<termId>`), its text's hash and
 * the hash of the English it was read against (null: none).
 */
export interface ApprovalSubject {
  locale: string;
  ruleId: string;
  textHash: string;
  englishHash: string | null;
}

/** The ruleId slot of a glossary definition's approval. */
export function glossaryRuleId(termId: string): string {
  return `glossary:${termId}`;
}

/** The exact text that is signed (its UTF-8 bytes are). */
export function approvalPayload(
  subject: ApprovalSubject,
  signer: { date: string; reviewer: string; keyId: string },
): string {
  return JSON.stringify([
    APPROVAL_PAYLOAD_TAG,
    subject.locale,
    subject.ruleId,
    subject.textHash,
    subject.englishHash,
    signer.date,
    signer.reviewer,
    signer.keyId,
  ]);
}
