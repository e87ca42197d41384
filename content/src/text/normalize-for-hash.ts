/**
 * The normalization behind a translation's stamp (`translation:`, sections/section-hash.ts) and the
 * English a reviewer signs (trust/approval-text-hash.ts englishTextHash): Unicode NFC (an
 * editor that saves decomposed text must not make every translation stale), every whitespace run
 * as one space, trimmed. Browser-safe.
 */
export function normalizeForHash(markdown: string): string {
  return markdown.normalize('NFC').replace(/\s+/g, ' ').trim();
}
