/**
 * The loader's signature check, synchronous (node:crypto): ECDSA P-256 / SHA-256, IEEE P1363, over
 * the payload review-trust's prechecks build (verify-approval.ts approvalPrecheck for a review,
 * verify-acceptance.ts acceptancePrecheck for the maintainer's acceptance): the check Web Crypto's
 * verify makes in the browser, on the same bytes.
 */
import { verify } from 'node:crypto';

export function verifiesSync(spki: Uint8Array, payload: Uint8Array, signature: Uint8Array): boolean {
  try {
    return verify(
      'sha256',
      payload,
      { key: Buffer.from(spki), format: 'der', type: 'spki', dsaEncoding: 'ieee-p1363' },
      signature,
    );
  } catch {
    return false;
  }
}
