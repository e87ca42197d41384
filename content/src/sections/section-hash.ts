/**
 * The hash that ties a translation to the English text it was made from: sha256 of the
 * English section (heading line + body; for a file's intro: the title line + body) normalized by
 * normalizeForHash (NFC, whitespace runs as one space), first 12 hex characters. englishFullHash
 * is the whole SHA-256 of the same text: what a reviewer's approval signs as the English they read
 * (its first 12 characters are sectionHash).
 */
import { createHash } from 'node:crypto';
import { normalizeForHash } from '../text/normalize-for-hash.ts';

export { normalizeForHash };

export function englishFullHash(markdown: string): string {
  return createHash('sha256').update(normalizeForHash(markdown), 'utf8').digest('hex');
}

export function sectionHash(markdown: string): string {
  return englishFullHash(markdown).slice(0, 12);
}
