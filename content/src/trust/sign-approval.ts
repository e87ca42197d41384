/** signApproval: a registered reviewer's signature on one section's text in one locale (approval.ts). */
import { type Approval, type ApprovalSubject, approvalPayload } from './approval.ts';
import { reviewDateProblem, reviewerNameProblem } from './reviewer-name.ts';
import { signPayload } from './sign-payload.ts';

export interface Signer {
  privateKey: CryptoKey;
  /** The name registered with the key, exactly. */
  reviewer: string;
  keyId: string;
}

/** The approval of `subject` by `signer` on `date` (YYYY-MM-DD; `today` bounds it). Throws on a bad name or date. */
export async function signApproval(
  signer: Signer,
  subject: ApprovalSubject,
  date: string,
  today: string,
): Promise<Approval> {
  const problem = reviewerNameProblem(signer.reviewer) ?? reviewDateProblem(date, today);
  if (problem) throw new Error(`cannot sign: ${problem.code}`);
  const signature = await signPayload(
    signer.privateKey,
    approvalPayload(subject, { date, reviewer: signer.reviewer, keyId: signer.keyId }),
  );
  return {
    reviewer: signer.reviewer,
    keyId: signer.keyId,
    date,
    textHash: subject.textHash,
    englishHash: subject.englishHash,
    signature,
  };
}
