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
 * A definition's state as the site shows it, from its state derived now (content's
 * definitionReviews: the approval record `approvals/<locale>/glossary/<TermId>.json` verified
 * against reviewers.yaml, the definition and the English definition now):
 * - `reviewed`: a registered reviewer's verified signature over this very text and English;
 * - `accepted`: the maintainer's acceptance on behalf of someone (never shown as a review);
 * - `changed`: a record that no longer holds (text or English changed, key revoked, not
 *   verified): nobody is credited, the earlier name is shown as whose mark it was;
 * - `draft`: no record, or one approved with no English recorded (a draft saved before approvals
 *   signed the English: its text did not change, it awaits an approval against the English now).
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

/**
 * A glossary definition's credit as its term page shows it (the way a rule section shows its own):
 * the verified reviewer or the maintainer's acceptance, or a review withdrawn by its revoked key.
 */
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
