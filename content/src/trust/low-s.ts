/**
 * ECDSA signatures have a twin: (r, s) and (r, n − s) both verify. Web Crypto returns either. So
 * that one approval has one signature (a twin is not a second, "different" approval), a signer
 * keeps the low one (s ≤ n/2) and a verifier refuses the high one. P-256's group order n.
 */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_ORDER = P256_ORDER >> 1n;

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function toBytes(value: bigint, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes[index] = Number(value & 0xffn);
    value >>= 8n;
  }
  return bytes;
}

/** Whether a 64-byte IEEE P1363 signature has its S in the upper half (the twin a signer never keeps). */
export function isHighS(signature: Uint8Array): boolean {
  return signature.length === 64 && toBigInt(signature.subarray(32)) > HALF_ORDER;
}

/** The low-S form of a 64-byte IEEE P1363 signature (unchanged when it already is). */
export function lowS(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(signature);
  if (!isHighS(signature)) return out;
  out.set(toBytes(P256_ORDER - toBigInt(signature.subarray(32)), 32), 32);
  return out;
}
