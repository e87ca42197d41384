import { describe, expect, it } from 'vitest';
import { byteBucket, cumulativeLayoutShift, formatTable, median } from './figures.ts';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums shifts less than 1 s apart into one window', () => {
    const shifts = [
      { startTime: 100, value: 0.05 },
      { startTime: 900, value: 0.05 },
      { startTime: 1800, value: 0.02 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.12);
  });

  it('takes the largest window, not the sum of all windows', () => {
    const shifts = [
      { startTime: 100, value: 0.1 },
      { startTime: 3000, value: 0.04 },
      { startTime: 3500, value: 0.04 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1);
  });

  it('closes a window after 5 s even when shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 900, value: 0.01 }));
    // 0 … 4500 ms fall in the first window (6 shifts), 5400 … 9900 in the second (6 shifts).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('byteBucket', () => {
  it('sorts responses by type', () => {
    expect(byteBucket('Font', 'font/woff2')).toBe('fonts');
    expect(byteBucket('Script', 'text/javascript')).toBe('js');
    expect(byteBucket('Stylesheet', 'text/css')).toBe('css');
    expect(byteBucket('Document', 'text/html')).toBe('html');
    expect(byteBucket('Fetch', 'application/octet-stream')).toBe('other');
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell', () => {
    expect(
      formatTable([
        ['page', 'LCP'],
        ['/en/', '1.2 s'],
      ]),
    ).toBe('page    LCP\n/en/  1.2 s');
  });
});
