import type { ReviewState } from '@polyhedral/content/section-check';

/**
 * Whether "Approve as is" is offered: only where an approval can end as a review mark (`content
 * import` marks only text drafted here or adopted converted text); not reviewed, current, stale or missing.
 */
export function approvable(state: ReviewState): boolean {
  return state === 'draft' || state === 'converted';
}
