import type { JSX } from 'preact';
import { FindingList } from './FindingList.tsx';
import type { ReviewText } from './review-text.ts';
import type { LiveCheck } from './use-live-check.ts';

interface Props {
  text: ReviewText;
  check: LiveCheck;
  /** The section's title. */
  title: string;
  /** Puts the caret at the start of a line of the reader's text. */
  onLine: (line: number) => void;
}

/** The live checks' heading and findings (or why they could not run, or that they are loading). */
export function SectionChecks({ text, check, title, onLine }: Props): JSX.Element {
  return (
    <>
      <h3>{text.t('ui.review.checks')}</h3>
      {check.problem ? (
        <p class="notice" role="alert">
          {check.problem}
        </p>
      ) : check.findings === null ? (
        <p aria-busy="true">{text.t('ui.review.checksLoading')}</p>
      ) : (
        <FindingList text={text} findings={check.findings} title={title} onLine={onLine} />
      )}
    </>
  );
}
