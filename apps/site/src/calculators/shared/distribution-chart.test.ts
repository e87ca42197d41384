import { distributionOf, parseDice } from '@polyhedral/dice';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { DistributionChart } from './DistributionChart.tsx';

/** The bar titles of a rendered chart, in order. */
function barTitles(outcomes: ReadonlyArray<readonly [number, number]>): string[] {
  const html = renderToString(h(DistributionChart, { outcomes, locale: 'en', label: 'chart' }));
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!);
}

describe('DistributionChart (the bars come from chartBars, as in the dice popover)', () => {
  it('ends the last bar of 1d1000 at 1,000, the highest total, not past it', () => {
    const outcomes = distributionOf(parseDice('1d1000')).outcomes;
    const titles = barTitles(outcomes);
    expect(titles.length).toBeLessThanOrEqual(160);
    // 1,000 totals in bars 7 wide: the 143rd bar holds 995..1000 (6 totals at 1/1000 each).
    expect(titles.at(-1)).toBe('995–1,000: 0.60%');
    expect(titles[0]).toBe('1–7: 0.70%');
  });

  it('writes bar geometry to 2 decimals (9 bars of 320 units: 35.56 wide, not 35.555555555555557)', () => {
    const html = renderToString(
      h(DistributionChart, {
        outcomes: distributionOf(parseDice('1d9')).outcomes,
        locale: 'en',
        label: 'chart',
      }),
    );
    const numbers = [...html.matchAll(/ (?:x|y|width|height)="([^"]+)"/g)].map((match) => match[1]!);
    expect(numbers).toHaveLength(9 * 4);
    expect(numbers.filter((text) => !/^\d+(\.\d{1,2})?$/.test(text))).toEqual([]);
    // The second bar starts one bar width (320 / 9) plus the half-unit margin in: 36.06.
    expect(html).toContain('x="36.06"');
    expect(html).toContain('width="34.56"');
  });

  it('shows a tiny chance with the same formatter as the popover, never as 0%', () => {
    // 10d6: a total of 10 needs ten 1s, a chance of (1/6)^10 = 1.65e-8 (0.0000017%).
    const titles = barTitles(distributionOf(parseDice('10d6')).outcomes);
    expect(titles[0]).toBe('10: 0.0000017%');
  });
});
