import type { ReviewState } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import { DRAFT_KIND_LABEL } from './review-drafts.ts';
import { approvable } from './review-states.ts';
import type { ReviewText } from './review-text.ts';
import type { SectionDraft } from './use-section-draft.ts';

interface Props {
  text: ReviewText;
  draft: Pick<SectionDraft, 'current' | 'approved' | 'edited' | 'outcome' | 'kind' | 'approve'>;
  /** The section's state on the site: only a draft (or converted text) can be approved. */
  state: ReviewState;
  onRevert: () => void;
  /** What is read against the English: a rule section (the default) or a glossary definition. */
  reading?: 'section' | 'definition';
}

/**
 * "Approve as is" or, once changed, "Approve my corrected text" (one Send: the signed approval covers
 * the corrected text), offered only where an approval can become a review mark (else why not);
 * "Go back to the site's text"; and what became of the draft.
 */
export function SectionActions({ text, draft, state, onRevert, reading = 'section' }: Props): JSX.Element {
  const { current, approved, edited, outcome, kind } = draft;
  const offered = approvable(state);
  return (
    <div class="review-actions">
      {offered && (
        <button
          type="button"
          class="review-approve"
          onClick={draft.approve}
          disabled={approved || current.trim() === ''}
          data-review-approve={edited ? 'corrected' : 'as-is'}
        >
          {text.t(edited ? 'ui.review.approveCorrected' : 'ui.review.approve')}
        </button>
      )}
      {edited && (
        <button type="button" class="review-revert" onClick={onRevert} data-review-revert>
          {text.t('ui.review.revert')}
        </button>
      )}
      <p class="review-hint" data-review-approve-not={offered ? undefined : state}>
        {!offered
          ? text.tData(`ui.review.approveNot.${state}`)
          : edited
            ? text.t('ui.review.approveEdited')
            : text.t(reading === 'definition' ? 'ui.review.definition.approveHint' : 'ui.review.approveHint')}
      </p>
      <p class="review-kept" role="status" data-review-kind={kind ?? ''} data-review-outcome={outcome ?? ''}>
        {kind && outcome === 'kept' && (
          <>
            <strong>{text.t(DRAFT_KIND_LABEL[kind])}</strong> {text.t('ui.review.kept')}
          </>
        )}
      </p>
      {outcome === 'full' && (
        <p class="notice review-storage" role="alert">
          {text.t('ui.review.storageFailed')}
        </p>
      )}
      {outcome === 'unavailable' && (
        <p class="notice review-storage" role="alert">
          {text.t('ui.review.storageUnavailable')}
        </p>
      )}
    </div>
  );
}
