import type { Distribution } from '../evaluate/distribution.ts';
import { percentile } from '../stats.ts';

export interface HistogramOptions {
  /** Characters of the longest bar (default 40). */
  barWidth?: number;
  /** Above this many values, neighbouring values are merged into ranges (default 60). */
  maxRows?: number;
  /** Decimals of the percentage column (default 2). */
  decimals?: number;
  /** The two column headings (default `value`, `probability`), in the reader's language. */
  headings?: { value: string; probability: string };
  /** Terminal columns a text takes (default: its length); headings in Thai or Chinese need one. */
  width?: (text: string) => number;
}

/**
 * A plain-text table for terminals: `value | probability % | bar`, one row per value, or per
 * range of values when there are more than `maxRows`. Possible values too rare for a bar show `·`.
 */
export function formatHistogram(dist: Distribution, options: HistogramOptions = {}): string {
  const barWidth = options.barWidth ?? 40;
  const maxRows = Math.max(1, options.maxRows ?? 60);
  const decimals = options.decimals ?? 2;
  const rows = bucketRows(dist, maxRows);
  const peak = rows.reduce((most, r) => Math.max(most, r.p), 0);
  const labels = rows.map((r) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`));
  const percents = rows.map((r) => `${(r.p * 100).toFixed(decimals)} %`);
  const headings = options.headings ?? { value: 'value', probability: 'probability' };
  const width = options.width ?? ((text: string) => text.length);
  const pad = (text: string, to: number) => ' '.repeat(Math.max(0, to - width(text))) + text;
  const labelWidth = labels.reduce((w, l) => Math.max(w, l.length), width(headings.value));
  const percentWidth = percents.reduce((w, p) => Math.max(w, p.length), width(headings.probability));
  const lines = [
    `${pad(headings.value, labelWidth)} | ${pad(headings.probability, percentWidth)} |`,
    `${'-'.repeat(labelWidth)}-+-${'-'.repeat(percentWidth)}-+-${'-'.repeat(barWidth)}`,
  ];
  rows.forEach((row, i) => {
    const length = peak > 0 ? Math.round((row.p / peak) * barWidth) : 0;
    const bar = length > 0 ? '█'.repeat(length) : row.p > 0 ? '·' : '';
    lines.push(`${labels[i]!.padStart(labelWidth)} | ${percents[i]!.padStart(percentWidth)} | ${bar}`);
  });
  return lines.join('\n');
}

interface Row {
  from: number;
  to: number;
  p: number;
}

/**
 * One row per value, or, above `maxRows` values, equal ranges over the central values (all but a
 * millionth at each end) plus one row for each tail, so a wide but peaked sum stays readable.
 */
function bucketRows(dist: Distribution, maxRows: number): Row[] {
  if (dist.outcomes.length <= maxRows) return dist.outcomes.map(([v, p]) => ({ from: v, to: v, p }));
  const lo = percentile(dist, TAIL);
  const hi = percentile(dist, 1 - TAIL);
  const rows: Row[] = [];
  const below: Row = { from: dist.min, to: lo - 1, p: 0 };
  const above: Row = { from: hi + 1, to: dist.max, p: 0 };
  const centralRows = Math.max(1, maxRows - (lo > dist.min ? 1 : 0) - (hi < dist.max ? 1 : 0));
  const step = Math.ceil((hi - lo + 1) / centralRows);
  for (const [v, p] of dist.outcomes) {
    if (v < lo) {
      below.p += p;
      continue;
    }
    if (v > hi) {
      above.p += p;
      continue;
    }
    const from = lo + Math.floor((v - lo) / step) * step;
    const last = rows[rows.length - 1];
    if (last !== undefined && last.from === from) last.p += p;
    else rows.push({ from, to: Math.min(hi, from + step - 1), p });
  }
  if (lo > dist.min) rows.unshift(below);
  if (hi < dist.max) rows.push(above);
  return rows;
}

const TAIL = 1e-6;
