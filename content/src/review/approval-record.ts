/**
 * An approval record, `content/approvals/<locale>/<RuleID>.json`: the one thing that can make a
 * section count as reviewed (decision 162), holding the newest decision on it. `kind: "review"`: a
 * registered reviewer's signed approval itself (the full hashes of the normalized text and of the
 * English read, date, name, key ID, low-S signature), verified again by every reader.
 * `kind: "maintainer-acceptance"`: the maintainer vouching for an approval that did not verify (on
 * whose behalf, by whom, when, which text and English, why), signed with a `role: maintainer` key
 * (decision 185); shown as such, never as a review; unsigned, it still reads (so `content check`
 * names it) and counts for nothing. A change of the text or the English unmatches it by itself.
 */
import * as z from 'zod/mini';
import { isCalendarDate } from '../text/plain-text.ts';
import { FULL_HASH_PATTERN, KEY_ID_PATTERN, SIGNATURE_PATTERN } from '../trust/approval.ts';
import { isReviewerName } from '../trust/reviewer-name.ts';

export const APPROVAL_RECORD_FORMAT = 'polyhedral-approval-record/1';
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

/** The ruleId slot of a glossary definition (trust/approval.ts glossaryRuleId). */
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
