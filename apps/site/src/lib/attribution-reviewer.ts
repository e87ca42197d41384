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
  type contentProvenance,
  type Provenance,
  type ReviewCredit,
  type WithdrawnReview,
  withdrawnReview,
} from '@polyhedral/content';
import { LOCALES, type Locale } from '@polyhedral/i18n';

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

/**
 * The attribution page's columns: English, the translated locales and the derived ones (zh-hant),
 * in LOCALES order, so a hand-written zh-Hant section reviewed or accepted is credited here as on
 * its rule page and in the API (issue 88 replay).
 */
export const ATTRIBUTION_COLUMNS: readonly Locale[] = LOCALES;

/** One cell of the provenance table: the section's source, and who is credited for its text. */
export interface AttributionCell {
  provenance?: Provenance;
  /** Converted by machine (zh-hant from zh): shown as such, credits nobody. */
  converted: boolean;
  reviewer?: ReviewCredit;
  withdrawn?: WithdrawnReview;
}

/**
 * The cell of a section in a locale: a converted section (no hand-written text) credits nobody,
 * whatever the locale it was converted from says; a hand-written zh-Hant section is credited for
 * zh-Hant approvals of that text, as a th or zh section is for its own.
 */
export function attributionCell(
  model: ContentModel,
  provenance: ReturnType<typeof contentProvenance>,
  locale: Locale,
  id: string,
): AttributionCell {
  const entry = provenance[locale]?.[id];
  const converted =
    entry?.convertedFrom !== undefined || model.sections.get(id)?.[locale]?.convertedFrom !== undefined;
  if (converted) return { ...(entry && { provenance: entry }), converted };
  const reviewer = attributionReviewer(model, locale, id);
  const withdrawn = attributionWithdrawn(model, locale, id);
  return {
    ...(entry && { provenance: entry }),
    converted,
    ...(reviewer && { reviewer }),
    ...(withdrawn && { withdrawn }),
  };
}
