/**
 * Who the attribution page credits for a section's text in a locale, and how: a registered
 * reviewer whose signed approval of the present text (and of the English now) verifies, or the
 * maintainer's acceptance on someone's behalf, shown as such. Derived by the loader from the
 * section's approval record (content's approvals/): a section whose text or English changed since,
 * or whose key was revoked, credits nobody, as `content status` and the workbench; a revoked key's
 * review is told as withdrawn, as on the rule page.
 */
import {
  type ContentLocale,
  type ContentModel,
  type ReviewCredit,
  type WithdrawnReview,
  withdrawnReview,
} from '@polyhedral/content';

export function attributionReviewer(
  model: ContentModel,
  locale: ContentLocale,
  id: string,
): ReviewCredit | undefined {
  const local = model.sections.get(id)?.[locale];
  return local?.review === 'reviewed' || local?.review === 'accepted' ? local.reviewer : undefined;
}

/** Why the review of a section's text in a locale was withdrawn (its key revoked), as the rule page tells it. */
export function attributionWithdrawn(
  model: ContentModel,
  locale: ContentLocale,
  id: string,
): WithdrawnReview | undefined {
  const local = model.sections.get(id)?.[locale];
  return local ? withdrawnReview(local) : undefined;
}
