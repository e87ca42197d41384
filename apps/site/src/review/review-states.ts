import type { ReviewState } from '@polyhedral/content/section-check';

/**
 * Whether "Approve as is" is offered for a section in this state: only where an approval can end
 * as a review mark (`content import` marks reviewed only text drafted here, or converted text a
 * reviewer adopts). A reviewed text has nothing to approve, a source translation (`current`) is
 * never marked reviewed, a stale one needs correcting to the new English, a missing one has no text.
 */
export function approvable(state: ReviewState): boolean {
  return state === 'draft' || state === 'converted';
}
