/**
 * The text an approval covers, as a hash: SHA-256 (lowercase hex, 64 characters) of the section's
 * text as the loader gives it (line feeds, no surrounding blank lines). It is the hash a hand-back
 * bundle's `start` and the content writer's base use (sectionTextHash), and the review mark in the
 * front matter (`reviewedText:`, reviewedTextHash) records its first 12 characters: one hash of a
 * section's text, in plain JavaScript so a browser can make it synchronously.
 */
import { sha256Hex } from '../text/sha256-hex.ts';

/** The section text as the loader gives it: `\r\n` and `\r` as `\n`, trimmed. */
export function normalizedSectionText(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').trim();
}

/** SHA-256 hex of the section text (normalized first: a CRLF copy hashes as the file's text). */
export function approvalTextHash(markdown: string): string {
  return sha256Hex(normalizedSectionText(markdown));
}
