import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import type { ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  state: ReviewSectionData['translation']['state'];
  /** The rule page that shows the section, or null. */
  href: string | null;
}

/** The section's translation state, the honest note on what review is, and the way back to the page. */
export function SectionNotes({ text, state, href }: Props): JSX.Element {
  return (
    <>
      <p class="review-state" data-state={state}>
        {text.tData(`ui.review.state.${state}`)}
      </p>
      <p class="notice review-honest" role="note">
        {text.t('ui.review.honest')}
      </p>
      {href && (
        <p>
          <a href={href}>{text.t('ui.review.back')}</a>
        </p>
      )}
    </>
  );
}
