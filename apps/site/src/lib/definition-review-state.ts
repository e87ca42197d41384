import {
  type DefinitionReviews,
  definitionReviews,
  type ReviewCredit,
  type WithdrawnReview,
  withdrawnReview,
} from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';
import type { DefinitionReviewState } from '../review/review-types.ts';

type DerivedState = DefinitionReviews['states'] extends Map<string, infer State> ? State : never;

/**
 * A definition's state as the site shows it, from content's definitionReviews: `reviewed` (a verified
 * signature over this text and English), `accepted` (the maintainer's, never shown as a review),
 * `changed` (the record no longer holds: nobody credited, the earlier name shown), `draft` (no
 * record, or one approved before approvals signed the English).
 */
export function definitionReviewState(derived: DerivedState | undefined): DefinitionReviewState {
  if (derived?.review === 'reviewed' && derived.reviewer?.kind === 'review')
    return { state: 'reviewed', by: derived.reviewer.by, on: derived.reviewer.on };
  if (derived?.review === 'accepted' && derived.reviewer?.kind === 'maintainer-acceptance')
    return { state: 'accepted', by: derived.reviewer.by, on: derived.reviewer.on };
  // Approved with no English recorded: the text did not change, it awaits an approval against the English.
  if (derived?.review === 'edited' && derived.lastReview?.why === 'no-english') return { state: 'draft' };
  if (derived?.review === 'edited' && derived.lastReview?.by && derived.lastReview.on)
    return { state: 'changed', by: derived.lastReview.by, on: derived.lastReview.on };
  return { state: 'draft' };
}

/** A definition's credit on its term page: the verified reviewer or acceptance, or a revoked review. */
export function definitionCreditOf(derived: DerivedState | undefined): {
  credit?: ReviewCredit;
  withdrawn?: WithdrawnReview;
} {
  if (!derived) return {};
  if ((derived.review === 'reviewed' || derived.review === 'accepted') && derived.reviewer)
    return { credit: derived.reviewer };
  const withdrawn = withdrawnReview(derived);
  return withdrawn ? { withdrawn } : {};
}

const statesOf = new Map<string, DefinitionReviews['states'] | null>();

/** definitionCreditOf for a term of a locale's glossary: th and zh (zh-hant's are converted); derived once per root and locale. */
export function definitionCredit(
  root: string,
  locale: Locale,
  termId: string,
): ReturnType<typeof definitionCreditOf> {
  if (locale !== 'th' && locale !== 'zh') return {};
  const key = `${root}\0${locale}`;
  if (!statesOf.has(key)) statesOf.set(key, definitionReviews(root, locale)?.states ?? null);
  return definitionCreditOf(statesOf.get(key)?.get(termId));
}
