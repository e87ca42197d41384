/** The bars of a small distribution chart: at most `maxBars`, neighbouring totals merged when there are more. */
export interface ChartBar {
  from: number;
  to: number;
  probability: number;
}

export function chartBars(outcomes: readonly (readonly [number, number])[], maxBars = 48): ChartBar[] {
  if (outcomes.length === 0) return [];
  const first = outcomes[0]![0];
  const last = outcomes[outcomes.length - 1]![0];
  const span = last - first + 1;
  const width = Math.max(1, Math.ceil(span / maxBars));
  const bars: ChartBar[] = [];
  for (const [value, probability] of outcomes) {
    const index = Math.floor((value - first) / width);
    const from = first + index * width;
    const bar = bars.find((candidate) => candidate.from === from);
    if (bar) bar.probability += probability;
    else bars.push({ from, to: Math.min(from + width - 1, last), probability });
  }
  return bars;
}
