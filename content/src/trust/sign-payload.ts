/**
 * signPayload: the one signing step (approvals and acceptances): ECDSA P-256 / SHA-256 with Web
 * Crypto over the payload's UTF-8, S made low (low-s.ts: one payload, one signature), as base64url
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
