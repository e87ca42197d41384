import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import type { ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  english: ReviewSectionData['english'];
}

/** The section's English, beside the reader's text (or a note that it has none). */
export function EnglishPane({ text, english }: Props): JSX.Element {
  return (
    <div class="review-english">
      <h3>{text.t('ui.review.english')}</h3>
      {english ? (
        <pre lang="en" data-review-english>
          {english.markdown}
        </pre>
      ) : (
        <p>{text.t('ui.review.englishNone')}</p>
      )}
    </div>
  );
}
