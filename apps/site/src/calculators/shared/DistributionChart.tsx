import { formatInteger, formatPercent, type Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import './distribution-chart.css';

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
const MAX_BARS = 160;

/** Groups outcomes into at most MAX_BARS bars so very wide distributions stay readable and cheap. */
function bucket(
  outcomes: ReadonlyArray<readonly [number, number]>,
): Array<{ from: number; to: number; p: number }> {
  if (outcomes.length <= MAX_BARS) return outcomes.map(([v, p]) => ({ from: v, to: v, p }));
  const first = outcomes[0]![0];
  const last = outcomes[outcomes.length - 1]![0];
  const width = Math.ceil((last - first + 1) / MAX_BARS);
  const bars: Array<{ from: number; to: number; p: number }> = [];
  for (const [v, p] of outcomes) {
    const index = Math.floor((v - first) / width);
    const bar = bars[index] ?? { from: first + index * width, to: first + index * width + width - 1, p: 0 };
    bar.p += p;
    bars[index] = bar;
  }
  return bars.filter(Boolean);
}

/** A small SVG bar chart of an exact distribution, with a title per bar for pointer users. */
export function DistributionChart(props: DistributionChartProps): JSX.Element {
  const bars = bucket(props.outcomes);
  const peak = Math.max(...bars.map((b) => b.p), 1e-12);
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
        const h = Math.max((bar.p / peak) * (HEIGHT - 2), bar.p > 0 ? 1 : 0);
        const on = props.highlight ? props.highlight(bar.from) : false;
        const range =
          bar.from === bar.to
            ? formatInteger(props.locale, bar.from)
            : `${formatInteger(props.locale, bar.from)}–${formatInteger(props.locale, bar.to)}`;
        return (
          <rect
            key={bar.from}
            x={i * barWidth + 0.5}
            y={HEIGHT - h}
            width={Math.max(barWidth - 1, 0.5)}
            height={h}
            class={on ? 'calc-bar calc-bar--on' : 'calc-bar'}
          >
            <title>{`${range}: ${formatPercent(props.locale, bar.p, 2)}`}</title>
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
            {formatPercent(props.locale, peak, 1)}
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
