import { describe, expect, it } from 'vitest';
import { barAfterKey } from './dice-popover-odds.ts';

describe('barAfterKey', () => {
  it('moves one bar with the arrows, to the ends with Home and End, and stays on the chart', () => {
    expect(barAfterKey('ArrowRight', 2, 5)).toBe(3);
    expect(barAfterKey('ArrowUp', 2, 5)).toBe(3);
    expect(barAfterKey('ArrowLeft', 2, 5)).toBe(1);
    expect(barAfterKey('ArrowDown', 2, 5)).toBe(1);
    expect(barAfterKey('Home', 2, 5)).toBe(0);
    expect(barAfterKey('End', 2, 5)).toBe(4);
    expect(barAfterKey('ArrowRight', 4, 5)).toBe(4);
    expect(barAfterKey('ArrowLeft', 0, 5)).toBe(0);
  });

  it('leaves any other key to the page', () => {
    expect(barAfterKey('Enter', 2, 5)).toBeNull();
    expect(barAfterKey('a', 2, 5)).toBeNull();
  });
});
