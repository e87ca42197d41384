/**
 * The hash tying a translation to its English: sha256 of the English section (heading or title line
 * and body) after normalizeForHash, first 12 hex characters. englishFullHash is the whole SHA-256,
 * what a reviewer's approval signs as the English read.
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
