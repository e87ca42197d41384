import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import { directiveLines } from './directive-lock.ts';
import type { ReviewText } from './review-text.ts';
import type { ComposedText } from './use-composed-text.ts';

interface Props {
  text: ReviewText;
  translation: ReviewSectionData['translation'];
  /** The reader's text as last read (sizes the box). */
  current: string;
  textBox: Pick<ComposedText, 'box' | 'onInput'>;
  /** The directive line an edit was just refused on (the directive lock), or null. */
  locked: number | null;
}

/** The reader's text box, its label, the locked calculator/table lines, and why an edit was refused. */
export function TranslationPane({ text, translation, current, textBox, locked }: Props): JSX.Element {
  const lines = Math.min(40, Math.max(8, current.split('\n').length + 2));
  const directives = directiveLines(current);
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
        aria-describedby={directives.length > 0 ? 'review-directives' : undefined}
      />
      {directives.length > 0 && (
        <p id="review-directives" class="review-hint" data-review-directives={directives.length}>
          {text.t('ui.review.directives', {
            lines: directives.map((directive) => directive.line).join(', '),
          })}
        </p>
      )}
      <p class="review-locked" role="status" data-review-locked={locked ?? ''}>
        {locked !== null && text.t('ui.review.directiveLocked', { line: locked })}
      </p>
    </div>
  );
}
