import type { DefinitionReview } from '@polyhedral/content';
import type { DefinitionReviewState } from '../review/review-types.ts';

/**
 * A definition's state from its review record (content/glossary-reviews/<locale>.json: who, when,
 * the SHA-256 of the text reviewed) and the SHA-256 of the text the site shows: reviewed when the
 * record is of that text, changed when it is of another, a draft without a record.
 */
export function definitionReviewState(
  shownHash: string,
  review: DefinitionReview | undefined,
): DefinitionReviewState {
  if (!review) return { state: 'draft' };
  return { state: review.text === shownHash ? 'reviewed' : 'changed', by: review.by, on: review.on };
}
