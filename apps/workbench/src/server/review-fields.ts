/**
 * A text's review as the workbench shows it (a section's row, a glossary definition's entry), from
 * the state content derives from its approval record: who reviewed the present text, the
 * maintainer's acceptance, or whose earlier review no longer counts. Nothing else credits anyone.
 */
import type { LostReview, ReviewCredit } from '@polyhedral/content';
import type { ReviewFields } from '../shared/api-types.ts';

export interface DerivedReviewOf {
  review?: string | undefined;
  reviewer?: ReviewCredit | undefined;
  lastReview?: LostReview | undefined;
}

export function reviewFields(derived: DerivedReviewOf | undefined): ReviewFields {
  if (derived?.review === 'reviewed' && derived.reviewer) return { reviewer: derived.reviewer };
  if (derived?.review === 'accepted' && derived.reviewer) return { accepted: derived.reviewer };
  if (derived?.review === 'edited' && derived.lastReview) return { earlierReview: derived.lastReview };
  return {};
}
