/**
 * signPayload: the one signing step of review-trust (a reviewer's approval, sign-approval.ts; the
 * maintainer's acceptance, sign-acceptance.ts): ECDSA P-256 / SHA-256 with Web Crypto over the
 * UTF-8 bytes of the payload, its S made low (low-s.ts: one payload, one signature), as base64url
 * of the 64-byte IEEE P1363 form.
 */
import { toBase64url } from './base64url.ts';
import { lowS } from './low-s.ts';
import { ECDSA_SHA256 } from './reviewer-key.ts';

export async function signPayload(privateKey: CryptoKey, payload: string): Promise<string> {
  const bytes = new TextEncoder().encode(payload);
  const signature = new Uint8Array(await globalThis.crypto.subtle.sign(ECDSA_SHA256, privateKey, bytes));
  return toBase64url(lowS(signature));
}
