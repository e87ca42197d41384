import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import type { ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  terms: ReviewSectionData['terms'];
}

/** The glossary's terms that the section uses: the agreed word, the English, and words to avoid. */
export function GlossaryTerms({ text, terms }: Props): JSX.Element | null {
  if (terms.length === 0) return null;
  const lang = text.lang;
  return (
    <>
      <h3>{text.t('ui.review.terms')}</h3>
      <ul class="review-terms" data-review-terms>
        {terms.map((term) => (
          <li key={term.id}>
            {term.local && <strong lang={lang}>{term.local}</strong>} <span lang="en">{term.en}</span>
            {term.avoid.length > 0 && (
              <span class="review-avoid" lang={lang}>
                {' '}
                ({text.t('ui.review.avoid', { words: term.avoid.join(', ') })})
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
