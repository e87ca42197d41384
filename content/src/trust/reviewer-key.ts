/**
 * A reviewer's key: an ECDSA P-256 key pair made with Web Crypto (`globalThis.crypto.subtle`: the
 * browser's, and Node's webcrypto for the CLI). The public key is registered as base64url of its
 * SPKI DER; its ID (keyIdOf) is the first 16 hex characters of SHA-256 of those bytes. Only the
 * platform's crypto is used: nothing here reaches a Node built-in.
 */
import { sha256HexOfBytes } from '../text/sha256-hex.ts';
import { fromBase64url, toBase64url } from './base64url.ts';

export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/**
 * The DER header every P-256 SubjectPublicKeyInfo with an uncompressed point starts with
 * (id-ecPublicKey, prime256v1, BIT STRING of 66 bytes, point format 04): 27 bytes, then X and Y.
 */
const P256_SPKI_PREFIX = Uint8Array.from([
  0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48,
  0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00, 0x04,
]);
const P256_SPKI_LENGTH = 91;

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  return crypto.subtle;
}

/** Whether `spki` has the shape of a P-256 public key's SPKI DER (the curve point is checked on import). */
export function isP256Spki(spki: Uint8Array): boolean {
  return spki.length === P256_SPKI_LENGTH && P256_SPKI_PREFIX.every((byte, index) => spki[index] === byte);
}

/** The key's ID: first 16 hex characters of SHA-256 of its SPKI DER. */
export async function keyIdOf(spki: Uint8Array): Promise<string> {
  return (await sha256HexOfBytes(spki)).slice(0, 16);
}

/** The SPKI DER of a registered key (`key:` in reviewers.yaml), or null when it is not a P-256 SPKI. */
export function spkiOfRegisteredKey(key: string): Uint8Array<ArrayBuffer> | null {
  const bytes = fromBase64url(key);
  return bytes && isP256Spki(bytes) ? bytes : null;
}

export interface ReviewerKeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** base64url of the public key's SPKI DER: the `key:` to register. */
  publicKeyText: string;
  keyId: string;
}

/** A new key pair. `extractable`: whether the private key can be exported (the CLI writes it to a file). */
export async function makeReviewerKey(options: { extractable: boolean }): Promise<ReviewerKeyPair> {
  const pair = (await subtle().generateKey(ECDSA_P256, options.extractable, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const spki = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
  return {
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicKeyText: toBase64url(spki),
    keyId: await keyIdOf(spki),
  };
}

/** The private key as a JWK (for a key file), and back. */
export async function exportPrivateKey(key: CryptoKey): Promise<JsonWebKey> {
  return subtle().exportKey('jwk', key);
}

export async function importPrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', jwk, ECDSA_P256, false, ['sign']);
}

/** The public half of a private JWK: its SPKI text and key ID (what reviewers.yaml must list). */
export async function publicKeyOfPrivate(jwk: JsonWebKey): Promise<{ publicKeyText: string; keyId: string }> {
  const { d: _d, key_ops: _ops, ...publicJwk } = jwk;
  const key = await subtle().importKey('jwk', { ...publicJwk, key_ops: ['verify'] }, ECDSA_P256, true, [
    'verify',
  ]);
  const spki = new Uint8Array(await subtle().exportKey('spki', key));
  return { publicKeyText: toBase64url(spki), keyId: await keyIdOf(spki) };
}

/** A registered key for verifying, or null when its bytes are not a point of the curve. */
export async function importVerifyKey(spki: Uint8Array<ArrayBuffer>): Promise<CryptoKey | null> {
  try {
    return await subtle().importKey('spki', spki, ECDSA_P256, false, ['verify']);
  } catch {
    return null;
  }
}
