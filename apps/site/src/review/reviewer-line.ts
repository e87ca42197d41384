import type { StoredReviewerKey } from './reviewer-key-store.ts';

/**
 * The entry of content/reviewers.yaml a reader sends the maintainer for their key: name (quoted as
 * JSON, which YAML reads as it is: a name with a colon or a hash stays one string), the locale,
 * the public key (base64url SPKI DER) and the date (UTC).
 */
export function reviewerLine(
  key: Pick<StoredReviewerKey, 'name' | 'publicKeyText'>,
  locale: string,
  now: Date,
): string {
  return [
    `- name: ${JSON.stringify(key.name)}`,
    `  locales: [${locale}]`,
    `  key: ${key.publicKeyText}`,
    `  added: ${now.toISOString().slice(0, 10)}`,
  ].join('\n');
}
