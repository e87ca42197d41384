/**
 * A registered reviewer's signed approval record of one th section, and the registry it verifies
 * against: what the derivation tests start from (derive-review-state.test.ts,
 * collision-48-bit.test.ts).
 */
import { APPROVAL_RECORD_FORMAT, type ApprovalRecord } from '../../src/approvals/approval-record.ts';
import { approvalTextHash, englishTextHash } from '../../src/review-trust/approval-text-hash.ts';
import { makeReviewerKey } from '../../src/review-trust/reviewer-key.ts';
import { parseReviewers, type ReviewerRegistry } from '../../src/review-trust/reviewers.ts';
import { signApproval } from '../../src/review-trust/sign-approval.ts';

export const RECORD_DATE = '2026-11-27';

/** Somchai Jaidee's key, registered for th on 2026-11-20 (`yaml`), and his record of `text` read against `english`. */
export async function signedThaiRecord(
  ruleId: string,
  text: string,
  english: string,
): Promise<{ registry: ReviewerRegistry; record: ApprovalRecord; yaml: string }> {
  const key = await makeReviewerKey({ extractable: false });
  const yaml = `reviewers:\n  - name: Somchai Jaidee\n    locales: [th]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n`;
  const parsed = await parseReviewers(yaml);
  if (!parsed.ok) throw new Error('registry');
  const approval = await signApproval(
    { privateKey: key.privateKey, reviewer: 'Somchai Jaidee', keyId: key.keyId },
    {
      locale: 'th',
      ruleId,
      textHash: await approvalTextHash(text),
      englishHash: await englishTextHash(english),
    },
    RECORD_DATE,
    RECORD_DATE,
  );
  const record: ApprovalRecord = {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'review',
    locale: 'th',
    ruleId,
    ...approval,
  };
  return { registry: parsed.registry, record, yaml };
}
