import type { Distribution } from '../evaluate/distribution.ts';

export interface HistogramOptions {
  /** Characters of the longest bar (default 40). */
  barWidth?: number;
  /** Above this many values, neighbouring values are merged into ranges (default 60). */
  maxRows?: number;
  /** Decimals of the percentage column (default 2). */
  decimals?: number;
}

/**
 * A plain-text table for terminals: `value | probability % | bar`, one row per value, or per
 * range of values when there are more than `maxRows`. Rows below 0.005 % still show a `·` bar.
 */
export function formatHistogram(dist: Distribution, options: HistogramOptions = {}): string {
  const barWidth = options.barWidth ?? 40;
  const maxRows = Math.max(1, options.maxRows ?? 60);
  const decimals = options.decimals ?? 2;
  const rows = bucketRows(dist, maxRows);
  const peak = Math.max(...rows.map((r) => r.p));
  const labels = rows.map((r) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`));
  const percents = rows.map((r) => `${(r.p * 100).toFixed(decimals)} %`);
  const labelWidth = Math.max('value'.length, ...labels.map((l) => l.length));
  const percentWidth = Math.max('probability'.length, ...percents.map((p) => p.length));
  const lines = [
    `${'value'.padStart(labelWidth)} | ${'probability'.padStart(percentWidth)} |`,
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

function bucketRows(dist: Distribution, maxRows: number): Row[] {
  if (dist.outcomes.length <= maxRows) return dist.outcomes.map(([v, p]) => ({ from: v, to: v, p }));
  const span = dist.max - dist.min + 1;
  const step = Math.ceil(span / maxRows);
  const rows: Row[] = [];
  for (const [v, p] of dist.outcomes) {
    const from = dist.min + Math.floor((v - dist.min) / step) * step;
    const last = rows[rows.length - 1];
    if (last !== undefined && last.from === from) last.p += p;
    else rows.push({ from, to: Math.min(dist.max, from + step - 1), p });
  }
  return rows;
}
