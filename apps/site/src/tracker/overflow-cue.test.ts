import { describe, expect, it } from 'vitest';
import { hiddenSides } from './TrackerTools.tsx';

describe('hiddenSides: which side of the tabs row hides tabs (the faded edge)', () => {
  it('a row that fits hides nothing', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 337, clientWidth: 337 })).toBe('');
  });
  it('wider than the phone, at its start: the end hides tabs', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 420, clientWidth: 337 })).toBe('end');
  });
  it('scrolled part way: both sides; scrolled to the end: the start', () => {
    expect(hiddenSides({ scrollLeft: 40, scrollWidth: 420, clientWidth: 337 })).toBe('start end');
    expect(hiddenSides({ scrollLeft: 83, scrollWidth: 420, clientWidth: 337 })).toBe('start');
  });
  it('right to left (negative offsets) reads the same distance from the start', () => {
    expect(hiddenSides({ scrollLeft: -83, scrollWidth: 420, clientWidth: 337 })).toBe('start');
  });
});
