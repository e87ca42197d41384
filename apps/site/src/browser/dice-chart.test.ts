import { describe, expect, it } from 'vitest';
import { chartBars } from './dice-chart.ts';

describe('chartBars', () => {
  // "2d6": totals 2..12, 7 the most likely at 6/36.
  const twoD6 = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((v) => [v, (6 - Math.abs(7 - v)) / 36] as const);

  it('keeps one bar per total when they fit', () => {
    const bars = chartBars(twoD6);
    expect(bars).toHaveLength(11);
    expect(bars[5]).toEqual({ from: 7, to: 7, probability: 6 / 36 });
  });

  it('merges neighbouring totals into at most maxBars bars without losing probability', () => {
    const bars = chartBars(twoD6, 4);
    expect(bars.length).toBeLessThanOrEqual(4);
    expect(bars[0]).toMatchObject({ from: 2, to: 4 });
    expect(bars.reduce((sum, bar) => sum + bar.probability, 0)).toBeCloseTo(1, 12);
  });

  it('returns no bars for an empty distribution', () => {
    expect(chartBars([])).toEqual([]);
  });
});
