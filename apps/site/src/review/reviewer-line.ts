import type { StoredReviewerKey } from './reviewer-key-store.ts';

/** The content/reviewers.yaml entry a reader sends (name JSON-quoted, which YAML reads as is). */
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
