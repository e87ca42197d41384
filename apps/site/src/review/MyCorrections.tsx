import type { JSX } from 'preact';
import { DRAFT_KIND_LABEL, discardDraft, draftKind, type ReviewDraft } from './review-drafts.ts';
import { draftPagePath } from './review-paths.ts';
import type { ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  store: Storage | null;
  drafts: readonly ReviewDraft[];
  onDraftsChanged: () => void;
}

/** "My corrections": every section of this locale the reader corrected or approved on this device. */
export function MyCorrections({ text, store, drafts, onDraftsChanged }: Props): JSX.Element {
  const kept = drafts.filter((draft) => draftKind(draft) !== null);
  const discard = (draft: ReviewDraft) => {
    if (!window.confirm(text.t('ui.review.discardConfirm', { title: draft.title }))) return;
    discardDraft(store, text.locale, draft.id);
    onDraftsChanged();
  };
  return (
    <section class="review-mine" aria-labelledby="review-mine-title">
      <h2 id="review-mine-title">{text.t('ui.review.mine')}</h2>
      {kept.length === 0 ? (
        <p>{text.t('ui.review.mineNone')}</p>
      ) : (
        <ul data-review-mine>
          {kept.map((draft) => (
            <li key={draft.id} data-draft={draft.id} data-kind={draftKind(draft)}>
              <span class="review-mine-title">{draft.title}</span>{' '}
              <span class={`badge review-kind review-kind--${draftKind(draft)}`}>
                {text.t(DRAFT_KIND_LABEL[draftKind(draft) ?? 'corrected'])}
              </span>{' '}
              <a href={draftPagePath(text.locale, draft.id)}>{text.t('ui.review.open')}</a>{' '}
              <button type="button" onClick={() => discard(draft)}>
                {text.t('ui.review.discard')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
