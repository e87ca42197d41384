// @vitest-environment happy-dom
/**
 * The credit beside a section's state (issue 88, Low list): an earlier review whose text is unchanged
 * but whose English changed is not said to be "edited since"; a text changed since is.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewFields } from '../shared/api-types.ts';
import { reviewCredit } from './review-credit.ts';
import type { T } from './strings.ts';

const keyOnly = ((key: string, params?: Record<string, string>) =>
  `${key} ${params?.by ?? ''}`) as unknown as T;

const earlier = (why?: string): ReviewFields =>
  ({
    earlierReview: { by: 'Somchai Jaidee', on: '2026-11-20', text: 'sha', ...(why ? { why } : {}) },
  }) as ReviewFields;

describe('an earlier review in the workbench', () => {
  it('the English changed since: says so, not "edited since"', () => {
    expect(reviewCredit(earlier('english-changed'), keyOnly)?.textContent).toBe(
      ' workbench.earlierReview.englishChanged Somchai Jaidee',
    );
  });

  it('the text changed since: "edited since"', () => {
    expect(reviewCredit(earlier('text-changed'), keyOnly)?.textContent).toBe(
      ' workbench.earlierReview Somchai Jaidee',
    );
  });

  it('a revoked key: withdrawn', () => {
    expect(reviewCredit(earlier('key-revoked'), keyOnly)?.textContent).toBe(
      ' workbench.reviewWithdrawn Somchai Jaidee',
    );
  });
});
