/**
 * The checks every maintainer's acceptance makes of the name it is recorded on behalf of (the
 * entry read as an attacker's): a plain name, reviewers.yaml readable, no look-alike of a
 * registered reviewer's (the exact name is allowed); and its reason: the queue's, else `unsigned`.
 */

import { creditedNameProblem } from '../trust/name-skeleton.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import { reviewerNameProblem, type TrustProblem } from '../trust/reviewer-name.ts';

/** Why an acceptance may not be recorded on behalf of `name`, or null (the one name check: name-skeleton.ts). */
export function onBehalfOfProblem(root: string, name: string): TrustProblem | null {
  const nameProblem = reviewerNameProblem(name);
  if (nameProblem) return nameProblem;
  const reviewers = readReviewersSync(root);
  if (!reviewers.ok) return reviewers.problem;
  return creditedNameProblem(
    name,
    reviewers.registry.reviewers.map((reviewer) => reviewer.name),
  );
}

/** The reason an acceptance records: the queue entry's short reason when it is one, else `unsigned`. */
export function acceptanceReason(reason: string): string {
  return /^[a-z-]{1,40}$/.test(reason) ? reason : 'unsigned';
}
