/**
 * The hashes writers compare by: sectionTextHash, sha256 (hex) of a section's text after the one
 * whitespace normalization (text/normalized-section-text.ts): a save's base, a bundle's `start`,
 * and what an approval signs (approvalTextHash makes the same through Web Crypto); a trailing
 * space or CRLF is not an edit.
 */
import { createHash } from 'node:crypto';
import { normalizedSectionText } from '../text/normalized-section-text.ts';

export function sectionTextHash(markdown: string): string {
  return createHash('sha256').update(normalizedSectionText(markdown), 'utf8').digest('hex');
}
