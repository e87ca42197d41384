/**
 * acceptancePrecheck: whether the maintainer's acceptance can count, every check but the signature's
 * own (the loader's, with node:crypto over the payload returned); the first failure is the reason:
 * signed at all (`unsigned`), a real date not in the future (`bad-date`), the key registered with
 * `role: maintainer` under `acceptedBy`, for this locale, unrevoked, in its window (a reviewer's key
 * is `wrong-role`), a low-S signature. The caller compares the text and English hashes first (a
 * stale acceptance is not a forged one).
 */

import { acceptancePayload } from './acceptance.ts';
import type { ApprovalSubject } from './approval.ts';
import { fromBase64url } from './base64url.ts';
import { isHighS } from './low-s.ts';
import { reviewDateProblem } from './reviewer-name.ts';
import type { RegisteredReviewer, ReviewerRegistry } from './reviewers.ts';
import { type KeyRefusal, signingKeyCheck } from './signing-key-check.ts';

export type AcceptanceRefusal = 'unsigned' | 'bad-date' | KeyRefusal | 'bad-signature';

/** An acceptance as a record holds it (fields an old or hand-made record may lack). */
export interface AcceptanceFields {
  date: string;
  onBehalfOf: string;
  acceptedBy: string | null;
  reason: string;
  keyId?: string | undefined;
  signature?: string | undefined;
}

export type AcceptancePrecheck =
  | {
      ok: true;
      maintainer: RegisteredReviewer;
      payload: Uint8Array<ArrayBuffer>;
      signature: Uint8Array<ArrayBuffer>;
    }
  | { ok: false; reason: AcceptanceRefusal };

export function acceptancePrecheck(
  acceptance: AcceptanceFields,
  subject: ApprovalSubject,
  registry: ReviewerRegistry,
  today: string,
): AcceptancePrecheck {
  const { keyId, acceptedBy } = acceptance;
  if (keyId === undefined || acceptance.signature === undefined || acceptedBy === null)
    return { ok: false, reason: 'unsigned' };
  if (reviewDateProblem(acceptance.date, today)) return { ok: false, reason: 'bad-date' };
  const key = signingKeyCheck(registry, {
    keyId,
    name: acceptedBy,
    locale: subject.locale,
    date: acceptance.date,
    role: 'maintainer',
  });
  if (!key.ok) return key;
  const signature = fromBase64url(acceptance.signature);
  if (signature?.length !== 64 || isHighS(signature)) return { ok: false, reason: 'bad-signature' };
  const payload = new TextEncoder().encode(acceptancePayload(subject, { ...acceptance, acceptedBy, keyId }));
  return { ok: true, maintainer: key.reviewer, payload, signature };
}
