/** signAcceptance: the maintainer's signature on an acceptance (acceptance.ts), made as a review's is (sign-payload.ts). */

import { type AcceptanceClaim, acceptancePayload } from './acceptance.ts';
import type { ApprovalSubject } from './approval.ts';
import { reviewDateProblem } from './reviewer-name.ts';
import type { Signer } from './sign-approval.ts';
import { signPayload } from './sign-payload.ts';

export interface SignedAcceptance extends AcceptanceClaim {
  signature: string;
}

/** The acceptance of `subject` by the maintainer's `signer` (its name is `acceptedBy`). Throws on a bad date. */
export async function signAcceptance(
  signer: Signer,
  subject: ApprovalSubject,
  claim: Pick<AcceptanceClaim, 'date' | 'onBehalfOf' | 'reason'>,
  today: string,
): Promise<SignedAcceptance> {
  const problem = reviewDateProblem(claim.date, today);
  if (problem) throw new Error(`cannot sign: ${problem.code}`);
  const full: AcceptanceClaim = { ...claim, acceptedBy: signer.reviewer, keyId: signer.keyId };
  const signature = await signPayload(signer.privateKey, acceptancePayload(subject, full));
  return { ...full, signature };
}
