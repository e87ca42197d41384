import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import type { ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  english: ReviewSectionData['english'];
}

/** The section's English beside the reader's text; it scrolls on its own, so it takes focus (WCAG 2.1.1). */
export function EnglishPane({ text, english }: Props): JSX.Element {
  return (
    <div class="review-english">
      <h3 id="review-english-title">{text.t('ui.review.english')}</h3>
      {english ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <pre lang="en" tabIndex={0} data-review-english>
          {english.markdown}
        </pre>
      ) : (
        <p>{text.t('ui.review.englishNone')}</p>
      )}
    </div>
  );
}
