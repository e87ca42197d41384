/**
 * The hash that ties a translation to the English text it was made from: sha256 of the
 * English section (heading line + body; for a file's intro: the title line + body) in Unicode
 * NFC (an editor that saves decomposed text must not make every translation stale) with all
 * whitespace runs collapsed to one space, first 12 hex characters.
 */
import { createHash } from 'node:crypto';

export function normalizeForHash(markdown: string): string {
  return markdown.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function sectionHash(markdown: string): string {
  return createHash('sha256').update(normalizeForHash(markdown), 'utf8').digest('hex').slice(0, 12);
}
