/**
 * The texts an approval covers, as hashes (SHA-256, lowercase hex, 64 characters), through Web
 * Crypto so a browser makes the same ones (asynchronously):
 * - approvalTextHash: the section's text after the one whitespace normalization
 *   (text/normalized-section-text.ts); the hash a hand-back bundle's `start` and the content
 *   writer's base use (sectionTextHash);
 * - englishTextHash: the English section the reviewer read, normalized as a translation's stamp
 *   is (text/normalize-for-hash.ts): its first 12 characters are the `translation:` stamp.
 */

import { normalizeForHash } from '../text/normalize-for-hash.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { sha256Hex } from '../text/sha256-hex.ts';

export { normalizedSectionText };

/** SHA-256 hex of the section text (normalized first: a CRLF copy or a trailing space hashes as the file's text). */
export function approvalTextHash(markdown: string): Promise<string> {
  return sha256Hex(normalizedSectionText(markdown));
}

/** SHA-256 hex of the English section a translation was read against (null: no English, translation-only). */
export async function englishTextHash(markdown: string | null): Promise<string | null> {
  return markdown === null ? null : sha256Hex(normalizeForHash(markdown));
}
