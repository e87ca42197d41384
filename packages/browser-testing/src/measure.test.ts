import { describe, expect, it } from 'vitest';
import { formatTable, median } from './measure.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
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
