import { describe, expect, it } from 'vitest';
import { distributionOf } from '../evaluate/distribution.ts';
import { formatHistogram } from './format-histogram.ts';

describe('formatHistogram', () => {
  it('prints value | probability % | bar, the most likely value with the longest bar', () => {
    const text = formatHistogram(distributionOf('2d6'), { barWidth: 12 });
    const lines = text.split('\n');
    expect(lines[0]).toBe('value | probability |');
    expect(lines).toHaveLength(2 + 11);
    expect(lines[2]).toBe('    2 |      2.78 % | ██');
    expect(lines[7]).toBe('    7 |     16.67 % | ████████████');
    expect(lines[12]).toBe('   12 |      2.78 % | ██');
  });

  it('shows a success chance as two rows', () => {
    const lines = formatHistogram(distributionOf('1d20+5>=15'), { decimals: 1, barWidth: 11 }).split('\n');
    expect(lines.slice(2)).toEqual(['    0 |      45.0 % | █████████', '    1 |      55.0 % | ███████████']);
  });

  it("takes the headings in the reader's language, padded by the width the terminal gives them", () => {
    // Chinese characters take two columns: 结果 is four wide, 概率 four.
    const wide = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
    const lines = formatHistogram(distributionOf('1d4'), {
      headings: { value: '结果', probability: '概率' },
      width: wide,
    }).split('\n');
    expect(lines[0]).toBe('结果 |    概率 |');
    expect(lines[2]).toBe(`   1 | 25.00 % | ${'█'.repeat(40)}`);
  });

  it('merges values into ranges when there are more than maxRows', () => {
    const lines = formatHistogram(distributionOf('3d20'), { maxRows: 10 }).split('\n').slice(2);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines[0]).toMatch(/^ *3–\d+ \| /);
    expect(lines.at(-1)).toMatch(/^ *\d+–60 \| /);
    const total = lines.reduce((s, line) => s + Number(line.split('|')[1]!.replace('%', '')), 0);
    expect(total).toBeCloseTo(100, 1);
  });

  it('keeps a wide but peaked sum readable: 100d100 shows its centre, tails in one row each', () => {
    const lines = formatHistogram(distributionOf('100d100')).split('\n').slice(2);
    expect(lines.length).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatch(/^ *100–\d+ \| +0\.00 % \| ·$/);
    expect(lines.at(-1)).toMatch(/^ *\d+–10000 \| /);
    const bars = lines.filter((line) => line.includes('█'));
    expect(bars.length).toBeGreaterThan(30);
  });

  it('handles a very long table (200,000 rows asked for)', () => {
    const lines = formatHistogram(distributionOf('100d1000'), { maxRows: 200_000 }).split('\n');
    expect(lines.length).toBeGreaterThan(90_000);
  });

  it('marks tiny but possible values with a dot', () => {
    const lines = formatHistogram(distributionOf('4d6'), { barWidth: 10 }).split('\n');
    expect(lines[2]).toBe('    4 |      0.08 % | ·');
  });
});
