/**
 * base64url without padding (RFC 4648 §5), the encoding of a reviewer's public key and of an
 * approval's signature. Decoding is strict: any other character, padding or a length no encoder
 * makes is refused (null), so one key or signature has one spelling.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index]!;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    out += ALPHABET[a >> 2]!;
    out += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** The bytes `text` encodes, or null when it is not canonical unpadded base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const values = [...text].map((char) => ALPHABET.indexOf(char));
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let at = 0;
  for (let index = 0; index < values.length; index += 4) {
    const [a, b, c, d] = [values[index]!, values[index + 1]!, values[index + 2], values[index + 3]];
    bytes[at++] = (a << 2) | (b >> 4);
    if (c !== undefined) bytes[at++] = ((b & 15) << 4) | (c >> 2);
    if (d !== undefined) bytes[at++] = ((c! & 3) << 6) | d;
  }
  // Bits left over past the last byte must be zero (else two texts would decode alike).
  return toBase64url(bytes) === text ? bytes : null;
}
