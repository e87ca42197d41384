import { describe, expect, it } from 'vitest';
import { definitionReviewState } from './definition-review-state.ts';

const SHOWN = 'a'.repeat(64);

describe('definitionReviewState', () => {
  it('is reviewed, by whom and when, only when the record is of the text shown', () => {
    expect(definitionReviewState(SHOWN, { by: 'Somchai', on: '2026-11-20', text: SHOWN })).toEqual({
      state: 'reviewed',
      by: 'Somchai',
      on: '2026-11-20',
    });
  });

  it('is changed when an earlier text was reviewed, and a draft without a record', () => {
    expect(definitionReviewState(SHOWN, { by: 'Somchai', on: '2026-11-20', text: 'b'.repeat(64) })).toEqual({
      state: 'changed',
      by: 'Somchai',
      on: '2026-11-20',
    });
    expect(definitionReviewState(SHOWN, undefined)).toEqual({ state: 'draft' });
  });
});
