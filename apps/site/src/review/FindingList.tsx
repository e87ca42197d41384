import type { JSX } from 'preact';
import { readerFindingText } from './reader-findings.ts';
import type { ReviewText } from './review-text.ts';
import type { ShownFinding } from './review-types.ts';

interface Props {
  text: ReviewText;
  findings: readonly ShownFinding[];
  /** The section's title (a finding never names the section by its rule ID). */
  title: string;
  /** Puts the caret at the start of a line of the reader's text. */
  onLine: (line: number) => void;
}

/** The live checks' findings, by line, in the reader's language and words (reader-findings.ts). */
export function FindingList({ text, findings, title, onLine }: Props): JSX.Element {
  if (findings.length === 0) {
    return (
      <p class="review-clean" data-review-findings="0">
        {text.t('ui.review.checksNone')}
      </p>
    );
  }
  const sorted = [...findings].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  return (
    <ul class="review-findings" data-review-findings={sorted.length}>
      {sorted.map((finding, index) => (
        <li
          key={`${finding.code}-${finding.line}-${finding.column}-${index}`}
          data-severity={finding.severity}
          data-code={finding.code}
        >
          <span class={`review-severity review-severity--${finding.severity}`}>
            {finding.severity === 'error' ? text.t('ui.review.error') : text.t('ui.review.warning')}
          </span>{' '}
          {typeof finding.line === 'number' && (
            <button type="button" class="review-line" onClick={() => onLine(finding.line as number)}>
              {text.t('ui.review.line', { line: finding.line })}
            </button>
          )}{' '}
          {readerFindingText(text, finding, title)}
        </li>
      ))}
    </ul>
  );
}
