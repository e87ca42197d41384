import { describe, expect, it } from 'vitest';
import { definitionReviewState } from './definition-review-state.ts';

const TEXT = 'a'.repeat(64);

describe('definitionReviewState', () => {
  it('is reviewed, by whom and when, only when the record verified (derived reviewed)', () => {
    expect(
      definitionReviewState({
        review: 'reviewed',
        reviewer: { kind: 'review', by: 'Somchai', on: '2026-11-20', keyId: 'f'.repeat(16) },
      }),
    ).toEqual({ state: 'reviewed', by: 'Somchai', on: '2026-11-20' });
  });

  it("is the maintainer's acceptance, never a review", () => {
    expect(
      definitionReviewState({
        review: 'accepted',
        reviewer: {
          kind: 'maintainer-acceptance',
          by: 'Somchai',
          on: '2026-11-20',
          acceptedBy: 'Mali',
          reason: 'unsigned',
        },
      }),
    ).toEqual({ state: 'accepted', by: 'Somchai', on: '2026-11-20' });
  });

  it('is changed when the record no longer holds, and a draft without one', () => {
    for (const why of ['text-changed', 'english-changed', 'key-revoked', 'not-verified'] as const) {
      expect(
        definitionReviewState({
          review: 'edited',
          lastReview: { by: 'Somchai', on: '2026-11-20', text: TEXT, kind: 'review', why },
        }),
      ).toEqual({ state: 'changed', by: 'Somchai', on: '2026-11-20' });
    }
    // Approved with no English recorded: not "changed" (the text is as approved), a draft again.
    expect(
      definitionReviewState({
        review: 'edited',
        lastReview: { by: 'Somchai', on: '2026-11-20', text: TEXT, kind: 'review', why: 'no-english' },
      }),
    ).toEqual({ state: 'draft' });
    expect(definitionReviewState({})).toEqual({ state: 'draft' });
    expect(definitionReviewState(undefined)).toEqual({ state: 'draft' });
  });
});
