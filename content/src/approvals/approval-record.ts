/**
 * An approval record: the one thing in the repository that can make a section count as reviewed
 * (docs/decisions/2026-11-27-162-trust-approval-records.md). One JSON file per locale and section,
 * `content/approvals/<locale>/<RuleID>.json`, holding the newest decision on it:
 * - `kind: "review"`: a registered reviewer's signed approval itself (review-trust/approval.ts):
 *   the full SHA-256 of the exact (normalized) text they approved, the full hash of the English
 *   they read it against, the date, their registered name, key ID and low-S signature. Whoever
 *   reads it verifies it again, against reviewers.yaml and the text and English of now;
 * - `kind: "maintainer-acceptance"`: the maintainer vouching for an approval that did not verify
 *   (`content suggestions accept`, `content review --reviewer`, the workbench's mark): on behalf of
 *   whom, accepted by whom (the name the maintainer's key is registered under), when, for which
 *   text and English, why it was not a verified review, and the maintainer's key ID and signature
 *   over all of it (review-trust/acceptance.ts). Shown as the maintainer's acceptance, never as a
 *   review; it counts only while that signature verifies against a `role: maintainer` key
 *   (docs/decisions/2026-11-28-185-signed-acceptances.md). A record without them (written before
 *   acceptances were signed, or by hand) still reads, so `content check` can name it, and counts
 *   for nothing.
 * Nothing else (no front matter entry) says "reviewed": a change of the text or of the English
 * makes the record not match, and the section is not reviewed, by itself.
 */
import * as z from 'zod/mini';
import { FULL_HASH_PATTERN, KEY_ID_PATTERN, SIGNATURE_PATTERN } from '../review-trust/approval.ts';
import { isReviewerName } from '../review-trust/reviewer-name.ts';
import { isCalendarDate } from '../text/plain-text.ts';

export const APPROVAL_RECORD_FORMAT = 'polyhedral-approval-record/1';
/** The folder of the records, under the content root. */
export const APPROVALS_DIR = 'approvals';
/** A record file larger than this is refused unread. */
export const MAX_APPROVAL_RECORD_BYTES = 4096;

const fullHash = z.string().check(z.regex(FULL_HASH_PATTERN));
const common = {
  format: z.literal(APPROVAL_RECORD_FORMAT),
  locale: z.string(),
  // A section's rule ID, or `glossary:<TermId>` for a glossary definition (a distinct ID space:
  // the signed payload names it, so one kind's signature never verifies as the other's).
  ruleId: z.string().check(z.regex(/^(?:glossary:)?[A-Za-z][A-Za-z0-9_-]*$/)),
  textHash: fullHash,
  englishHash: z.nullable(fullHash),
  date: z.string().check(z.refine(isCalendarDate)),
};

export const reviewRecordSchema = z.strictObject({
  ...common,
  kind: z.literal('review'),
  reviewer: z.string().check(z.refine(isReviewerName)),
  keyId: z.string().check(z.regex(KEY_ID_PATTERN)),
  signature: z.string().check(z.regex(SIGNATURE_PATTERN)),
});

export const acceptanceRecordSchema = z.strictObject({
  ...common,
  kind: z.literal('maintainer-acceptance'),
  onBehalfOf: z.string().check(z.refine(isReviewerName)),
  acceptedBy: z.nullable(z.string().check(z.refine(isReviewerName))),
  reason: z.string().check(z.regex(/^[a-z-]{1,40}$/)),
  keyId: z.optional(z.string().check(z.regex(KEY_ID_PATTERN))),
  signature: z.optional(z.string().check(z.regex(SIGNATURE_PATTERN))),
});

export type AcceptanceRecord = z.infer<typeof acceptanceRecordSchema>;

export const approvalRecordSchema = z.discriminatedUnion('kind', [
  reviewRecordSchema,
  acceptanceRecordSchema,
]);

export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/** The ruleId slot of a glossary definition (review-trust/approval.ts glossaryRuleId). */
const GLOSSARY_PREFIX = 'glossary:';

/**
 * The record file of a section (`approvals/<locale>/<RuleID>.json`) or of a glossary definition
 * (ruleId `glossary:<TermId>`: `approvals/<locale>/glossary/<TermId>.json`), relative to the
 * content root (POSIX separators).
 */
export function approvalRecordFile(locale: string, ruleId: string): string {
  return ruleId.startsWith(GLOSSARY_PREFIX)
    ? definitionRecordFile(locale, ruleId.slice(GLOSSARY_PREFIX.length))
    : `${APPROVALS_DIR}/${locale}/${ruleId}.json`;
}

/** The record file of a glossary definition, relative to the content root. */
export function definitionRecordFile(locale: string, termId: string): string {
  return `${APPROVALS_DIR}/${locale}/glossary/${termId}.json`;
}

/** The bytes a record is written as: pretty JSON, keys in the schema's order, a final newline. */
export function serializeApprovalRecord(record: ApprovalRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
