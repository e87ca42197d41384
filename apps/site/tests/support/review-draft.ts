/** A reader's saved review draft the review tests share (test support: imported by *.test.ts only). */
import { approvalTextHash, englishTextHash } from '@polyhedral/content/trust';
import type { ReviewDraft } from '../../src/review/review-drafts.ts';

/** The section the drafts start from: Resting in Thai, as the build's review data holds it. */
export const DRAFT_ORIGINAL = '## การพัก {#Resting}\n\nข้อความเดิม';

/** The SHA-256 of DRAFT_ORIGINAL (Web Crypto's digest answers a promise). */
const DRAFT_START = await approvalTextHash(DRAFT_ORIGINAL);

/** The English the reader read beside it: its full SHA-256 (englishTextHash), signed with an approval. */
export const DRAFT_ENGLISH = '## Resting {#Resting}\n\nThe text.';
export const DRAFT_ENGLISH_READ = (await englishTextHash(DRAFT_ENGLISH))!;

/** A draft of Resting (th) from a build at `git:aaa…`, its text unchanged and not approved, but for `overrides`. */
export function reviewDraft(overrides: Partial<ReviewDraft> = {}): ReviewDraft {
  return {
    v: 1,
    locale: 'th',
    id: 'Resting',
    title: 'การพัก',
    startingPoint: `git:${'a'.repeat(40)}`,
    start: DRAFT_START,
    english: DRAFT_ENGLISH_READ.slice(0, 12),
    englishRead: DRAFT_ENGLISH_READ,
    original: DRAFT_ORIGINAL,
    markdown: DRAFT_ORIGINAL,
    approved: false,
    savedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}
