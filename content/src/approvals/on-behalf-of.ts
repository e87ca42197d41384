/**
 * The checks every maintainer's acceptance makes of the name it is recorded on behalf of (a
 * section's, review/record-acceptance.ts; a glossary definition's, definition-acceptance.ts), the queue
 * entry read as an attacker wrote it: a plain name (reviewer-name.ts), reviewers.yaml readable, and
 * no look-alike of a registered reviewer's name (UTS #39 skeletons, name-skeleton.ts; the exact
 * registered name is allowed: it is shown as the maintainer's acceptance on their behalf). And the
 * reason it records: the queue's short reason, or `unsigned` for anything else.
 */
import { reviewerNameProblem, type TrustProblem } from '../review-trust/reviewer-name.ts';
import { creditedNameProblem } from './name-skeleton.ts';
import { readReviewersSync } from './read-reviewers-sync.ts';

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
