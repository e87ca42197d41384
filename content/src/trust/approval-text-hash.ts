/**
 * The texts an approval covers as SHA-256 hex, through Web Crypto (a browser makes the same ones):
 * approvalTextHash, of the normalized section text (sectionTextHash's, a bundle's `start`);
 * englishTextHash, of the English read, normalized as a stamp is (its first 12 characters are the
 * `translation:` stamp).
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
