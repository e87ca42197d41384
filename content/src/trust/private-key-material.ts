/**
 * A private key mailed by mistake (issue 71 item 4): a hand-back, the queue of suggestions or a
 * reviewers.yaml paste that holds a private key is refused before it is read any further, and the
 * maintainer is told to treat that key as compromised (revoke it in reviewers.yaml, have its owner
 * make a new one). The key's material is never echoed: a finding names the kind of key, the line
 * and (when it can be told) the key ID, nothing of the key itself.
 *
 * What is recognized, in any text (JSON, YAML, a paste):
 * - `key-file`: the CLI's key file (`"format": "polyhedral-reviewer-key"`, trust/key-file.ts);
 * - `jwk`: a JSON Web Key with its private part `d` (43 base64url characters for P-256) beside a `kty`;
 * - `pem`: a PEM private key (`-----BEGIN PRIVATE KEY-----`, also EC, RSA, OPENSSH, ENCRYPTED);
 * - `pkcs8`: a P-256 PKCS#8 key as bare base64 (its fixed DER start, `MIGHAgEAMBMGByqGSM49…`),
 *   e.g. pasted as a `key:` in reviewers.yaml.
 * Browser-safe (no Node built-in); privateKeyIn is synchronous, identifyPrivateKey (Web Crypto)
 * adds the key ID of a P-256 key when the text lets it be derived.
 */
import { fromBase64url } from './base64url.ts';
import { ECDSA_P256, keyIdOf } from './reviewer-key.ts';

export type PrivateKeyKind = 'key-file' | 'jwk' | 'pem' | 'pkcs8';

export interface PrivateKeyFound {
  kind: PrivateKeyKind;
  /** 1-based line of the text where it starts. */
  line: number;
  /** The key ID (16 hex) when the text names it or it can be derived; else null. */
  keyId: string | null;
}

/** A quote, also as it appears inside a JSON string (`\"`): a key pasted into a section's text. */
const Q = String.raw`(?:\\?["'])?`;
const KEY_FILE = new RegExp(String.raw`${Q}format${Q}\s*:\s*${Q}polyhedral-reviewer-key`);
const KEY_FILE_ID = new RegExp(String.raw`${Q}keyId${Q}\s*:\s*${Q}([0-9a-f]{16})`);
const PEM = /-----BEGIN (?:(?:EC|RSA|DSA|OPENSSH|ENCRYPTED) )?PRIVATE KEY-----/;
// `"d": "<43>"` (JSON, also escaped inside a JSON string) or `d: <43>` (YAML).
const JWK_D = new RegExp(String.raw`(?:^|[{,\s])${Q}d${Q}\s*:\s*${Q}[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`, 'm');
const JWK_KTY = new RegExp(String.raw`${Q}kty${Q}\s*:`);
const jwkPart = (name: string) =>
  new RegExp(String.raw`(?<![A-Za-z0-9_])${Q}${name}${Q}\s*:\s*${Q}([A-Za-z0-9_-]{43})`);
/** base64 of the DER every P-256 PKCS#8 private key starts with (version 0, id-ecPublicKey, prime256v1). */
const PKCS8_P256 = /MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHB[A-Za-z0-9+/_-]{40,}/;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** The first private key in `text`, or null. Never returns any of the key's material. */
export function privateKeyIn(text: string): PrivateKeyFound | null {
  const file = KEY_FILE.exec(text);
  if (file)
    return { kind: 'key-file', line: lineAt(text, file.index), keyId: KEY_FILE_ID.exec(text)?.[1] ?? null };
  const pem = PEM.exec(text);
  if (pem) return { kind: 'pem', line: lineAt(text, pem.index), keyId: null };
  const d = JWK_KTY.test(text) ? JWK_D.exec(text) : null;
  if (d) return { kind: 'jwk', line: lineAt(text, d.index + d[0].indexOf('d')), keyId: null };
  const der = PKCS8_P256.exec(text);
  if (der) return { kind: 'pkcs8', line: lineAt(text, der.index), keyId: null };
  return null;
}

/** The key ID of a P-256 JWK's public part (x, y), or null. */
async function keyIdOfJwk(jwk: { x?: unknown; y?: unknown }): Promise<string | null> {
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') return null;
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
    ECDSA_P256,
    true,
    ['verify'],
  );
  return keyIdOf(new Uint8Array(await crypto.subtle.exportKey('spki', key)));
}

/** `found` with its key ID when the text lets it be derived (a P-256 JWK's x and y, or a PKCS#8 key). */
export async function identifyPrivateKey(text: string, found: PrivateKeyFound): Promise<PrivateKeyFound> {
  if (found.keyId !== null) return found;
  try {
    if (found.kind === 'jwk') {
      const x = jwkPart('x').exec(text)?.[1];
      const y = jwkPart('y').exec(text)?.[1];
      return { ...found, keyId: await keyIdOfJwk({ x, y }) };
    }
    const base64 =
      found.kind === 'pem'
        ? /-----BEGIN PRIVATE KEY-----([\sA-Za-z0-9+/=]+)-----END PRIVATE KEY-----/.exec(
            text.replace(/\\[nr]/g, '\n'),
          )?.[1]
        : found.kind === 'pkcs8'
          ? PKCS8_P256.exec(text)?.[0]
          : undefined;
    const der = base64
      ? fromBase64url(base64.replace(/\s+/g, '').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
      : null;
    if (!der) return found;
    const key = await crypto.subtle.importKey('pkcs8', der, ECDSA_P256, true, ['sign']);
    const jwk = await crypto.subtle.exportKey('jwk', key);
    return { ...found, keyId: await keyIdOfJwk(jwk) };
  } catch {
    // Not a P-256 key (or not a whole one): the kind and line are still said.
    return found;
  }
}

/** The problem's parameters (no key material): the kind, the line and the key ID or "?" when unknown. */
export function privateKeyParams(found: PrivateKeyFound): {
  kind: PrivateKeyKind;
  line: number;
  keyId: string;
} {
  return { kind: found.kind, line: found.line, keyId: found.keyId ?? '?' };
}
