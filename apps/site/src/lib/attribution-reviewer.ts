/**
 * Who the attribution page credits for a section's text in a locale: a registered reviewer whose
 * signed approval of the present text and English verifies, or the maintainer's acceptance, shown
 * as such. A changed text or English, or a revoked key, credits nobody (revoked: told as withdrawn).
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

/** The attribution page's columns, in LOCALES order: zh-Hant too, credited as on its rule page (issue 88). */
export const ATTRIBUTION_COLUMNS: readonly Locale[] = LOCALES;

/** One cell of the provenance table: the section's source, and who is credited for its text. */
export interface AttributionCell {
  provenance?: Provenance;
  /** Converted by machine (zh-hant from zh): shown as such, credits nobody. */
  converted: boolean;
  reviewer?: ReviewCredit;
  withdrawn?: WithdrawnReview;
}

/** A section's cell: a converted section credits nobody; a hand-written zh-Hant one its own approvals. */
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
