/**
 * The hash recorded with a review mark (front matter `reviewedText:`): sha256 of the section's
 * text exactly as the loader gives it (`section.markdown`), first 12 hex characters. Any change to
 * the text, whitespace included, changes it: the mark then no longer credits the reviewer.
 */
import { createHash } from 'node:crypto';

export function reviewedTextHash(markdown: string): string {
  return createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 12);
}
