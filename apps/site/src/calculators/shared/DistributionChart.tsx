import { formatInteger, type Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { chartBars } from '../../browser/dice-chart.ts';
import './distribution-chart.css';
import { formatShare } from './format.ts';

export interface DistributionChartProps {
  outcomes: ReadonlyArray<readonly [number, number]>;
  locale: Locale;
  /** Accessible summary of what the chart shows. */
  label: string;
  /** Bars for which this returns true are drawn highlighted (e.g. the values that succeed). */
  highlight?: (value: number) => boolean;
  /** Axis titles: what the bars stand for (x: damage, total...) and their height (y: chance). */
  xLabel?: string;
  yLabel?: string;
}

const WIDTH = 320;
const HEIGHT = 96;
/** More bars than the dice popover's chart: the calculators' chart is wider. */
const MAX_BARS = 160;

/** A view-box coordinate to 2 decimals: far below a pixel, and full doubles were a third of the bytes. */
function coordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A small SVG bar chart of an exact distribution, with a title per bar for pointer users. */
export function DistributionChart(props: DistributionChartProps): JSX.Element {
  const bars = chartBars(props.outcomes, MAX_BARS);
  const peak = Math.max(...bars.map((b) => b.probability), 1e-12);
  const barWidth = WIDTH / Math.max(bars.length, 1);
  const first = bars[0];
  const last = bars[bars.length - 1];
  const svg = (
    <svg
      class="calc-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.label}
      preserveAspectRatio="none"
    >
      {bars.map((bar, i) => {
        const h = Math.max((bar.probability / peak) * (HEIGHT - 2), bar.probability > 0 ? 1 : 0);
        const on = props.highlight ? props.highlight(bar.from) : false;
        const range =
          bar.from === bar.to
            ? formatInteger(props.locale, bar.from)
            : `${formatInteger(props.locale, bar.from)}–${formatInteger(props.locale, bar.to)}`;
        return (
          <rect
            key={bar.from}
            x={coordinate(i * barWidth + 0.5)}
            y={coordinate(HEIGHT - h)}
            width={coordinate(Math.max(barWidth - 1, 0.5))}
            height={coordinate(h)}
            class={on ? 'calc-bar calc-bar--on' : 'calc-bar'}
          >
            <title>{`${range}: ${formatShare(props.locale, bar.probability)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
  if (!props.xLabel && !props.yLabel) return svg;
  return (
    <figure class="calc-dist">
      <div class="calc-dist-plot">
        {props.yLabel ? <span class="calc-dist-ylabel">{props.yLabel}</span> : null}
        <div class="calc-dist-area">
          <span class="calc-dist-ymax" aria-hidden="true">
            {formatShare(props.locale, peak)}
          </span>
          {svg}
          <div class="calc-dist-xticks" aria-hidden="true">
            <span>{first ? formatInteger(props.locale, first.from) : ''}</span>
            <span>{last ? formatInteger(props.locale, last.to) : ''}</span>
          </div>
        </div>
      </div>
      {props.xLabel ? <figcaption class="calc-dist-xlabel">{props.xLabel}</figcaption> : null}
    </figure>
  );
}
