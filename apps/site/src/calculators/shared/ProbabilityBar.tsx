import type { Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { formatShare } from './format.ts';

export interface ProbabilitySegment {
  key: string;
  label: string;
  probability: number;
  tone: 'good' | 'bad' | 'best' | 'neutral';
}

/** A stacked bar of exclusive outcomes that sum to 1 (miss / hit / critical, stable / dead / revived). */
export function ProbabilityBar(props: {
  segments: ProbabilitySegment[];
  locale: Locale;
  label: string;
}): JSX.Element {
  return (
    <>
      <div class="calc-pbar" role="img" aria-label={props.label}>
        {props.segments
          .filter((segment) => segment.probability > 0)
          .map((segment) => (
            <span
              key={segment.key}
              class={`calc-pbar-seg calc-pbar-seg--${segment.tone}`}
              style={{ flexGrow: segment.probability }}
              title={`${segment.label}: ${formatShare(props.locale, segment.probability)}`}
            />
          ))}
      </div>
      <ul class="calc-legend">
        {props.segments.map((segment) => (
          <li key={segment.key} class={segment.tone}>
            {segment.label}: {formatShare(props.locale, segment.probability)}
          </li>
        ))}
      </ul>
    </>
  );
}
