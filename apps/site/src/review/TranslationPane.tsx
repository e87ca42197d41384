import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import type { ReviewText } from './review-text.ts';
import type { ComposedText } from './use-composed-text.ts';

interface Props {
  text: ReviewText;
  translation: ReviewSectionData['translation'];
  /** The reader's text as last read (sizes the box). */
  current: string;
  textBox: Pick<ComposedText, 'box' | 'onInput'>;
}

/** The reader's text box, its label and what to know before typing in it. */
export function TranslationPane({ text, translation, current, textBox }: Props): JSX.Element {
  const lines = Math.min(40, Math.max(8, current.split('\n').length + 2));
  return (
    <div class="review-translation">
      <h3>
        <label for="review-text">{text.t('ui.review.yourText', { language: text.language })}</label>
      </h3>
      {translation.markdown === '' && <p>{text.t('ui.review.noTranslation')}</p>}
      {translation.converted && <p class="review-converted">{text.t('ui.review.converted')}</p>}
      <textarea
        id="review-text"
        ref={textBox.box}
        lang={text.lang}
        rows={lines}
        spellcheck={false}
        data-review-text
        onInput={textBox.onInput}
      />
    </div>
  );
}
