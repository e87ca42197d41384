/**
 * Test support: Pearson's chi-square statistic of observed counts against exact probabilities,
 * with neighbouring values pooled so every bin expects at least 5, and the critical value at
 * significance 0.001 by the Wilson-Hilferty approximation.
 */
export function chiSquareTest(
  outcomes: ReadonlyArray<readonly [number, number]>,
  observed: ReadonlyMap<number, number>,
  samples: number,
): { statistic: number; critical: number; bins: number } {
  const bins: Array<{ expected: number; observed: number }> = [];
  let current = { expected: 0, observed: 0 };
  for (const [value, p] of outcomes) {
    current.expected += p * samples;
    current.observed += observed.get(value) ?? 0;
    if (current.expected >= 5) {
      bins.push(current);
      current = { expected: 0, observed: 0 };
    }
  }
  const last = bins[bins.length - 1];
  if (last !== undefined) {
    last.expected += current.expected;
    last.observed += current.observed;
  }
  // Values the exact distribution does not list (none expected) count in the nearest end bin.
  const known = new Set(outcomes.map(([v]) => v));
  for (const [value, count] of observed) {
    if (known.has(value)) continue;
    const bin = value < outcomes[0]![0] ? bins[0]! : bins[bins.length - 1]!;
    bin.observed += count;
  }
  let statistic = 0;
  for (const bin of bins) statistic += (bin.observed - bin.expected) ** 2 / bin.expected;
  const df = Math.max(1, bins.length - 1);
  const z = 3.090232; // standard normal quantile at 0.999
  const critical = df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
  return { statistic, critical, bins: bins.length };
}
