/**
 * The UTF-8 size of a text, in Node and in a browser alike (TextEncoder; no Buffer): what the
 * size limits of a section or a hand-back bundle count.
 */
const encoder = new TextEncoder();

export function utf8ByteLength(text: string): number {
  return encoder.encode(text).byteLength;
}
