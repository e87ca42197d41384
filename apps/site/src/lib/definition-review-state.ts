import type { DefinitionReviews } from '@polyhedral/content';
import type { DefinitionReviewState } from '../review/review-types.ts';

type DerivedState = DefinitionReviews['states'] extends Map<string, infer State> ? State : never;

/**
 * A definition's state as the site shows it, from its state derived now (content's
 * definitionReviews: the approval record `approvals/<locale>/glossary/<TermId>.json` verified
 * against reviewers.yaml, the definition and the English definition now):
 * - `reviewed`: a registered reviewer's verified signature over this very text and English;
 * - `accepted`: the maintainer's acceptance on behalf of someone (never shown as a review);
 * - `changed`: a record that no longer holds (text or English changed, key revoked, not
 *   verified): nobody is credited, the earlier name is shown as whose mark it was;
 * - `draft`: no record.
 */
export function definitionReviewState(derived: DerivedState | undefined): DefinitionReviewState {
  if (derived?.review === 'reviewed' && derived.reviewer?.kind === 'review')
    return { state: 'reviewed', by: derived.reviewer.by, on: derived.reviewer.on };
  if (derived?.review === 'accepted' && derived.reviewer?.kind === 'maintainer-acceptance')
    return { state: 'accepted', by: derived.reviewer.by, on: derived.reviewer.on };
  if (derived?.review === 'edited' && derived.lastReview?.by && derived.lastReview.on)
    return { state: 'changed', by: derived.lastReview.by, on: derived.lastReview.on };
  return { state: 'draft' };
}
