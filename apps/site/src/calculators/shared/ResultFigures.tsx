import type { Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { ResultFigure } from './CalculatorFrame.tsx';
import { formatShare } from './format.ts';

/** One result figure as data: its label, the value as the page shows it, and a test ID where tests read it. */
export type FigureRow = readonly [label: string, value: string, testId?: string];

/** Result figures in one `<dl class="calc-results">` (the summary reads it); `false`/`null` rows skipped. */
export function ResultFigures(props: { rows: readonly (FigureRow | false | null)[] }): JSX.Element {
  return (
    <dl class="calc-results">
      {props.rows.map((row) =>
        row ? <ResultFigure key={row[0]} label={row[0]} value={row[1]} testId={row[2]} /> : null,
      )}
    </dl>
  );
}

/** A chance as two rows: the share in the locale (with its test ID), then the exact fraction. */
export function chanceRows(
  chance: { label: string; share: number; exact: { toString(): string }; testId: string },
  exactLabel: string,
  locale: Locale,
): FigureRow[] {
  return [
    [chance.label, formatShare(locale, chance.share), chance.testId],
    [exactLabel, chance.exact.toString()],
  ];
}

/** One exclusive outcome of a roll: its key, its label and its probability. */
export type Outcome = readonly [key: string, label: string, probability: number];

/** The tone of each outcome by its place, worst first: a failure, a success, the best result. */
const TONES = ['bad', 'good', 'best'] as const;

/** A roll's exclusive outcomes as a stacked bar, worst first; a `false` one is left out, tones kept. */
export function OutcomeBar(props: {
  label: string;
  locale: Locale;
  outcomes: readonly (Outcome | false)[];
}): JSX.Element {
  const segments = props.outcomes.flatMap((outcome, place) =>
    outcome
      ? [{ key: outcome[0], label: outcome[1], share: outcome[2], tone: TONES[place] ?? 'neutral' }]
      : [],
  );
  return (
    <>
      <div class="calc-pbar" role="img" aria-label={props.label}>
        {segments
          .filter((segment) => segment.share > 0)
          .map((segment) => (
            <span
              key={segment.key}
              class={`calc-pbar-seg calc-pbar-seg--${segment.tone}`}
              style={{ flexGrow: segment.share }}
              title={`${segment.label}: ${formatShare(props.locale, segment.share)}`}
            />
          ))}
      </div>
      <ul class="calc-legend">
        {segments.map((segment) => (
          <li key={segment.key} class={segment.tone}>
            {segment.label}: {formatShare(props.locale, segment.share)}
          </li>
        ))}
      </ul>
    </>
  );
}
