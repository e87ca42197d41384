/**
 * A registered reviewer's signed approval record of one th section, and the registry it verifies
 * against: what the derivation tests start from (derive-review-state.test.ts,
 * collision-48-bit.test.ts).
 */
import {
  type AcceptanceRecord,
  APPROVAL_RECORD_FORMAT,
  type ApprovalRecord,
} from '../../src/review/approval-record.ts';
import { approvalTextHash, englishTextHash } from '../../src/trust/approval-text-hash.ts';
import { makeReviewerKey } from '../../src/trust/reviewer-key.ts';
import { parseReviewers, type ReviewerRegistry } from '../../src/trust/reviewers.ts';
import { signAcceptance } from '../../src/trust/sign-acceptance.ts';
import { type Signer, signApproval } from '../../src/trust/sign-approval.ts';

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

/** The maintainer's key for the derivation tests: registered under `role` (default maintainer), for th, since 2026-11-20. */
export async function maintainerYaml(
  options: { role?: string | null; extra?: string; name?: string } = {},
): Promise<{ yaml: string; signer: Signer }> {
  const key = await makeReviewerKey({ extractable: false });
  const name = options.name ?? 'Pim Maintainer';
  const role = options.role === undefined ? 'maintainer' : options.role;
  const yaml = `  - name: ${name}\n${role === null ? '' : `    role: ${role}\n`}    locales: [th]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n${options.extra ?? ''}`;
  return { yaml, signer: { privateKey: key.privateKey, reviewer: name, keyId: key.keyId } };
}

/** The record of `signer`'s acceptance of `text` (read against `english`) as th `ruleId`, dated `date`. */
export async function signedThaiAcceptance(
  signer: Signer,
  ruleId: string,
  text: string,
  english: string,
  options: { date?: string; onBehalfOf?: string } = {},
): Promise<AcceptanceRecord> {
  const subject = {
    locale: 'th',
    ruleId,
    textHash: await approvalTextHash(text),
    englishHash: await englishTextHash(english),
  };
  const date = options.date ?? RECORD_DATE;
  // Signed as a key holder would, whatever the date (the verifier is what refuses a future one).
  const signed = await signAcceptance(
    signer,
    subject,
    { date, onBehalfOf: options.onBehalfOf ?? 'Somchai Jaidee', reason: 'unsigned' },
    '9999-12-30',
  );
  return {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'maintainer-acceptance',
    ...subject,
    date,
    onBehalfOf: signed.onBehalfOf,
    acceptedBy: signed.acceptedBy,
    reason: signed.reason,
    keyId: signed.keyId,
    signature: signed.signature,
  };
}
