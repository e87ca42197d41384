import { Blob, Face, Font } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { advanceRanges, metricsFont } from './metrics-font.ts';

const METRICS = { ascender: 1160, descender: -288, lineGap: 0, unitsPerEm: 1000 };
const BLOCKS: Array<[number, number]> = [
  [0x3000, 0x303f],
  [0x4e00, 0x9fff],
];

describe('advanceRanges', () => {
  it('joins characters of one advance within a block, and splits at another advance or block', () => {
    const advances = new Map([
      [0x4e2d, 1000],
      [0x6587, 1000],
      [0x7b80, 1000],
      [0x3001, 1000],
      [0x300c, 500],
      [0x00b7, 1000],
    ]);
    expect(advanceRanges(advances, BLOCKS)).toEqual([
      { start: 0xb7, end: 0xb7, advance: 1000 },
      { start: 0x3001, end: 0x3001, advance: 1000 },
      { start: 0x300c, end: 0x300c, advance: 500 },
      { start: 0x4e2d, end: 0x7b80, advance: 1000 },
    ]);
  });
});

describe('metricsFont', () => {
  const ranges = [
    { start: 0xb7, end: 0xb7, advance: 500 },
    { start: 0x3001, end: 0x3002, advance: 1000 },
    { start: 0x4e00, end: 0x9fa5, advance: 1000 },
  ];
  const data = metricsFont('Test Metrics', ranges, METRICS);

  it("is built in a page's script too (the tracker's box face): no Node Buffer, the same bytes", () => {
    const buffer = globalThis.Buffer;
    // @ts-expect-error: a page has no Buffer
    delete globalThis.Buffer;
    try {
      expect(metricsFont('Test Metrics', ranges, METRICS)).toEqual(new Uint8Array(data));
    } finally {
      globalThis.Buffer = buffer;
    }
  });

  it('is small enough to go inline in every page', () => {
    expect(data.length).toBeLessThan(1200);
  });

  it('maps every character of its ranges to a glyph of that advance, with the vertical metrics given', () => {
    const face = new Face(new Blob(data));
    const font = new Font(face);
    for (const code of [0xb7, 0x3001, 0x3002, 0x4e00, 0x6587, 0x9fa5]) {
      const range = ranges.find((r) => code >= r.start && code <= r.end)!;
      const glyph = font.nominalGlyph(code);
      expect(glyph).toBeGreaterThan(0);
      expect(font.glyphHAdvance(glyph!)).toBe(range.advance);
    }
    expect(font.nominalGlyph(0x41)).toBeFalsy();
    expect(face.upem).toBe(1000);
    expect(font.hExtents()).toMatchObject({ ascender: 1160, descender: -288, lineGap: 0 });
  });
});
