/**
 * Who is credited for a text, as the workbench shows it beside its state (a section's row, a
 * glossary definition): the reviewer of the present text, the maintainer's acceptance, or whose
 * earlier review no longer counts (withdrawn, when its key was revoked).
 */
import type { ReviewFields } from '../shared/api-types.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

export function reviewCredit(fields: ReviewFields, t: T): HTMLElement | null {
  if (fields.reviewer)
    return h(
      'small',
      { class: 'reviewer', 'data-reviewer': fields.reviewer.by },
      ` ${t('workbench.reviewedBy', { by: fields.reviewer.by, on: fields.reviewer.on ?? '?' })}`,
    );
  if (fields.accepted)
    return h(
      'small',
      { class: 'reviewer accepted', 'data-accepted-for': fields.accepted.by },
      ` ${t('workbench.acceptedFor', { by: fields.accepted.by, on: fields.accepted.on ?? '?' })}`,
    );
  if (fields.earlierReview?.why === 'key-revoked' && fields.earlierReview.kind !== 'maintainer-acceptance')
    return h(
      'small',
      { class: 'reviewer earlier', 'data-review-withdrawn': 'key-revoked' },
      ` ${t('workbench.reviewWithdrawn', { by: fields.earlierReview.by ?? '—' })}`,
    );
  if (fields.earlierReview)
    return h(
      'small',
      { class: 'reviewer earlier', 'data-earlier-reviewer': fields.earlierReview.by ?? '' },
      // The text is as reviewed, the English under it changed: not "edited since".
      ` ${t(
        fields.earlierReview.why === 'english-changed'
          ? 'workbench.earlierReview.englishChanged'
          : 'workbench.earlierReview',
        {
          by: fields.earlierReview.by ?? '—',
          on: fields.earlierReview.on ?? '?',
        },
      )}`,
    );
  return null;
}
