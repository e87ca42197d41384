/**
 * A tiny TrueType font that has the advance widths of a webfont and none of its outlines: every
 * character maps to a box glyph as wide as that character is in the webfont (cmap format 13). It
 * goes right after the webfont in the font stack, inline, so while the webfont downloads
 * (font-display: block) the invisible text gets the webfont's widths and line breaks: nothing moves
 * when it arrives. If it never arrives, the boxes show where a bare device would show its own.
 */
import type { VerticalMetrics } from './font-subsets.ts';

/** Inclusive code point ranges that all take one advance (font units). */
export interface AdvanceRange {
  start: number;
  end: number;
  advance: number;
}

/**
 * Joins the characters a font draws into ranges of one advance. `within` gives the blocks a range
 * may span (an unused code point inside a block does not split it: no text asks for it), so a
 * few ranges cover a script's characters.
 */
export function advanceRanges(
  advances: ReadonlyMap<number, number>,
  within: ReadonlyArray<readonly [number, number]>,
): AdvanceRange[] {
  const ranges: AdvanceRange[] = [];
  const blockOf = (code: number) => within.findIndex(([lo, hi]) => code >= lo && code <= hi);
  let last: { range: AdvanceRange; block: number } | undefined;
  for (const code of [...advances.keys()].sort((a, b) => a - b)) {
    const advance = advances.get(code)!;
    const block = blockOf(code);
    if (last && block >= 0 && block === last.block && last.range.advance === advance) {
      last.range.end = code;
      continue;
    }
    const range = { start: code, end: code, advance };
    ranges.push(range);
    last = { range, block };
  }
  return ranges;
}

/** A table's bytes, big-endian; a negative 16-bit value goes in as two's complement (an FWORD). */
export class Writer {
  private readonly bytes: number[] = [];
  u8(...values: number[]): this {
    for (const value of values) this.bytes.push(value & 0xff);
    return this;
  }
  u16(...values: number[]): this {
    for (const value of values) this.u8(value >> 8, value);
    return this;
  }
  u32(...values: number[]): this {
    for (const value of values) this.u16(Math.floor(value / 0x10000), value % 0x10000);
    return this;
  }
  zeros(count: number): this {
    return this.u8(...new Array<number>(count).fill(0));
  }
  get length(): number {
    return this.bytes.length;
  }
  data(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function checksum(table: Uint8Array): number {
  let sum = 0;
  for (const [i, byte] of table.entries()) sum = (sum + ((byte << (24 - (i % 4) * 8)) >>> 0)) % 0x100000000;
  return sum;
}

/**
 * An outlined box a little inside the advance, from below the baseline to near the ascent (the
 * look of a missing glyph): an outer contour and an inner one the other way round.
 */
function boxGlyph(advance: number, metrics: VerticalMetrics): Uint8Array {
  const inset = Math.max(1, Math.round(advance * 0.1));
  const x0 = inset;
  const x1 = Math.max(x0 + 4, advance - inset);
  const y0 = Math.round(metrics.descender * 0.6);
  const y1 = Math.max(y0 + 4, Math.round(metrics.ascender * 0.8));
  const s = Math.max(1, Math.round(Math.min(x1 - x0, y1 - y0) * 0.08));
  const xs = [x0, x0, x1, x1, x0 + s, x1 - s, x1 - s, x0 + s];
  const ys = [y0, y1, y1, y0, y0 + s, y0 + s, y1 - s, y1 - s];
  const deltas = (values: number[]) => values.map((value, i) => value - (values[i - 1] ?? 0));
  // Two contours, bounds, endPtsOfContours, no instructions, on-curve full-size points.
  return new Writer()
    .u16(2, x0, y0, x1, y1, 3, 7, 0)
    .u8(...xs.map(() => 1))
    .u16(...deltas(xs), ...deltas(ys))
    .data();
}

function headTable(metrics: VerticalMetrics, maxAdvance: number): Writer {
  // version, revision, checkSumAdjustment (set by sfntFile), magic; flags, unitsPerEm; created, modified;
  // bounds, macStyle, lowestRecPPEM, direction hint, short loca, glyph data format.
  return new Writer()
    .u32(0x00010000, 0x00010000, 0, 0x5f0f3cf5)
    .u16(0x000b, metrics.unitsPerEm)
    .zeros(16)
    .u16(0, metrics.descender, maxAdvance, metrics.ascender, 0, 8, 2, 0, 0);
}

function hheaTable(metrics: VerticalMetrics, maxAdvance: number, numGlyphs: number): Writer {
  // ascender, descender, lineGap, advanceWidthMax, min side bearings, xMaxExtent, caret slope and
  // offset, reserved, metricDataFormat, numberOfHMetrics.
  const { ascender, descender, lineGap } = metrics;
  return new Writer()
    .u32(0x00010000)
    .u16(ascender, descender, lineGap, maxAdvance, 0, 0, maxAdvance, 1, 0, 0)
    .zeros(8)
    .u16(0, numGlyphs);
}

function os2Table(
  widths: readonly number[],
  ranges: readonly AdvanceRange[],
  metrics: VerticalMetrics,
): Writer {
  const firstChar = Math.min(0xffff, ...ranges.map((range) => range.start));
  const lastChar = Math.min(0xffff, Math.max(...ranges.map((range) => range.end)));
  const { ascender, descender, lineGap } = metrics;
  const averageWidth = Math.round(widths.reduce((sum, width) => sum + width, 0) / Math.max(1, widths.length));
  // version 4, average width, weight 400, width 5, fsType; sub/superscripts, strikeout, family class,
  // panose, unicode ranges; vendor 'POLY'; fsSelection (regular), first and last character, typo
  // and win metrics; code pages, x and cap height; default, break character, max context.
  return new Writer()
    .u16(4, averageWidth, 400, 5, 0)
    .zeros(20 + 2 + 10 + 16)
    .u8(0x50, 0x4f, 0x4c, 0x59)
    .u16(0x40, firstChar, lastChar, ascender, descender, lineGap, ascender, -descender)
    .zeros(8 + 4)
    .u16(0, 0x20, 1);
}

/** A format 13 `cmap`: each range to the box glyph of its advance (glyph 0 is .notdef). */
function cmapTable(ranges: readonly AdvanceRange[], widths: readonly number[]): Writer {
  const cmap = new Writer()
    .u16(0, 1, 3, 10)
    .u32(12)
    .u16(13, 0)
    .u32(16 + ranges.length * 12, 0, ranges.length);
  for (const range of ranges) cmap.u32(range.start, range.end, widths.indexOf(range.advance) + 1);
  return cmap;
}

/** The `name` table: the family (IDs 1, 4, 6) and "Regular" (ID 2), Windows Unicode. */
function nameTable(family: string): Writer {
  const utf16 = (text: string) => [...text].flatMap((char) => [0, char.charCodeAt(0)]);
  const nameIds = [1, 2, 4, 6];
  const strings = nameIds.map((id) => utf16(id === 2 ? 'Regular' : family));
  const name = new Writer().u16(0, nameIds.length, 6 + nameIds.length * 12);
  let stringOffset = 0;
  for (const [index, id] of nameIds.entries()) {
    name.u16(3, 1, 0x409, id, strings[index]!.length, stringOffset);
    stringOffset += strings[index]!.length;
  }
  return name.u8(...strings.flat());
}

/**
 * The sfnt file of these tables (in tag order): the table directory, the tables, head's checksum
 * adjustment (set in a copy of head: merge-glyf.ts hands in a source font's).
 */
export function sfntFile(tables: ReadonlyArray<readonly [string, Uint8Array]>): Uint8Array {
  const headerSize = 12 + tables.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = headerSize + tables.reduce((sum, [, data]) => sum + padded(data.length), 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tables.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tables.length * 16 - power * 16);
  let at = headerSize;
  let headAt = 0;
  for (const [index, [tag, data]] of tables.entries()) {
    const entry = 12 + index * 16;
    out.set(data, at);
    if (tag === 'head') {
      headAt = at;
      view.setUint32(at + 8, 0);
    }
    for (let i = 0; i < 4; i += 1) view.setUint8(entry + i, tag.charCodeAt(i));
    view.setUint32(entry + 4, checksum(out.subarray(at, at + data.length)));
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, data.length);
    at += padded(data.length);
  }
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out) + 0x100000000) % 0x100000000);
  return out;
}

/** The font file (TrueType) for these ranges, with the webfont's vertical metrics. */
export function metricsFont(
  family: string,
  ranges: readonly AdvanceRange[],
  metrics: VerticalMetrics,
): Uint8Array {
  const widths = [...new Set(ranges.map((range) => range.advance))].sort((a, b) => a - b);
  const numGlyphs = widths.length + 1;
  const upem = metrics.unitsPerEm;
  const maxAdvance = Math.max(upem, ...widths);
  // The glyphs one after the other (`glyf`) and their offsets in half-words (short `loca`), .notdef empty.
  const glyf = new Writer();
  const loca = new Writer().u16(0, 0);
  for (const advance of widths) loca.u16(glyf.u8(...boxGlyph(advance, metrics)).length / 2);
  const maxp = new Writer().u32(0x00010000).u16(numGlyphs, 8, 2, 0, 0, 2).zeros(16);
  const hmtx = new Writer().u16(upem, 0);
  for (const width of widths) hmtx.u16(width, Math.max(1, Math.round(width * 0.1)));
  const post = new Writer().u32(0x00030000).zeros(28);
  return sfntFile([
    ['OS/2', os2Table(widths, ranges, metrics).data()],
    ['cmap', cmapTable(ranges, widths).data()],
    ['glyf', glyf.data()],
    ['head', headTable(metrics, maxAdvance).data()],
    ['hhea', hheaTable(metrics, maxAdvance, numGlyphs).data()],
    ['hmtx', hmtx.data()],
    ['loca', loca.data()],
    ['maxp', maxp.data()],
    ['name', nameTable(family).data()],
    ['post', post.data()],
  ]);
}
