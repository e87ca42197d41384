import { describe, expect, it } from 'vitest';
import { placeTooltip } from './place-tooltip.ts';

const phone = { left: 0, right: 390, top: 0, bottom: 844 };

describe('placeTooltip', () => {
  it('puts the tooltip under the link, starting at its edge, when it fits', () => {
    const anchor = { left: 40, right: 120, top: 100, bottom: 120 };
    expect(placeTooltip(anchor, phone, 300, 80)).toEqual({ left: 40, top: 124, width: 300 });
  });

  it('keeps it on a phone screen: a link near the right edge pulls the tooltip left', () => {
    const anchor = { left: 330, right: 380, top: 100, bottom: 120 };
    const { left, width } = placeTooltip(anchor, phone, 352, 80);
    expect(left + width).toBeLessThanOrEqual(390 - 8);
    expect(left).toBeGreaterThanOrEqual(8);
  });

  it('narrows it to the reading column so it never reaches the table of contents', () => {
    const column = { left: 300, right: 1020, top: 0, bottom: 900 };
    const anchor = { left: 980, right: 1015, top: 300, bottom: 320 };
    const { left, width } = placeTooltip(anchor, column, 352, 80);
    expect(left + width).toBeLessThanOrEqual(1012);
  });

  it('goes above the link when there is no room below', () => {
    const anchor = { left: 40, right: 120, top: 800, bottom: 820 };
    expect(placeTooltip(anchor, phone, 300, 100).top).toBe(800 - 4 - 100);
  });
});
