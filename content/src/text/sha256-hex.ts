/**
 * SHA-256 as lowercase hex through Web Crypto, the same in Node and a browser (sectionTextHash's
 * hash, for the review page to tell whether a text is still the one it was given). Asynchronous.
 */

export function sha256Hex(text: string): Promise<string> {
  return sha256HexOfBytes(new TextEncoder().encode(text));
}

/** SHA-256 of bytes, lowercase hex (a reviewer key's ID is made from its public key's bytes). */
export async function sha256HexOfBytes(bytes: Uint8Array): Promise<string> {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
