/**
 * A tiny TrueType font that has the advance widths of a webfont and none of its outlines: every
 * character maps to a box glyph as wide as that character is in the webfont (cmap format 13,
 * many-to-one ranges). It goes right after the webfont in the font stack, inline as a data: URL,
 * so while the webfont downloads (font-display: block) the browser lays the invisible text out
 * with the same widths and line breaks as the webfont will give: nothing moves when it arrives.
 * If the webfont never arrives, the boxes show where a device without the script's font would
 * show its own missing-glyph boxes.
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

class Writer {
  private readonly bytes: number[] = [];
  u8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }
  u16(value: number): this {
    return this.u8(value >> 8).u8(value);
  }
  i16(value: number): this {
    return this.u16(value < 0 ? value + 0x10000 : value);
  }
  u32(value: number): this {
    return this.u16(Math.floor(value / 0x10000)).u16(value % 0x10000);
  }
  zeros(count: number): this {
    for (let i = 0; i < count; i += 1) this.u8(0);
    return this;
  }
  data(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function checksum(table: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < table.length; i += 4) {
    const word =
      ((table[i] ?? 0) << 24) |
      ((table[i + 1] ?? 0) << 16) |
      ((table[i + 2] ?? 0) << 8) |
      (table[i + 3] ?? 0);
    sum = (sum + (word >>> 0)) % 0x100000000;
  }
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
  const stroke = Math.max(1, Math.round(Math.min(x1 - x0, y1 - y0) * 0.08));
  const points: Array<[number, number]> = [
    [x0, y0],
    [x0, y1],
    [x1, y1],
    [x1, y0],
    [x0 + stroke, y0 + stroke],
    [x1 - stroke, y0 + stroke],
    [x1 - stroke, y1 - stroke],
    [x0 + stroke, y1 - stroke],
  ];
  const w = new Writer().i16(2).i16(x0).i16(y0).i16(x1).i16(y1);
  w.u16(3).u16(7).u16(0); // endPtsOfContours, no instructions
  for (let i = 0; i < points.length; i += 1) w.u8(1); // on-curve, full-size coordinates
  let x = 0;
  let y = 0;
  for (const [px] of points) {
    w.i16(px - x);
    x = px;
  }
  for (const [, py] of points) {
    w.i16(py - y);
    y = py;
  }
  return w.data();
}

/** The glyphs one after the other (`glyf`) and their offsets in half-words (short `loca`). */
function glyphTables(glyphs: readonly Uint8Array[]): { glyf: Writer; loca: Writer } {
  const glyf = new Writer();
  const loca = new Writer().u16(0);
  let offset = 0;
  for (const glyph of glyphs) {
    for (const byte of glyph) glyf.u8(byte);
    offset += glyph.length;
    loca.u16(offset / 2);
  }
  return { glyf, loca };
}

function headTable(metrics: VerticalMetrics, maxAdvance: number): Writer {
  return new Writer()
    .u32(0x00010000)
    .u32(0x00010000)
    .u32(0) // checkSumAdjustment, set by fontFile
    .u32(0x5f0f3cf5)
    .u16(0x000b)
    .u16(metrics.unitsPerEm)
    .zeros(16) // created, modified
    .i16(0)
    .i16(metrics.descender)
    .i16(maxAdvance)
    .i16(metrics.ascender)
    .u16(0)
    .u16(8)
    .i16(2)
    .i16(0) // short loca
    .i16(0);
}

function hheaTable(metrics: VerticalMetrics, maxAdvance: number, numGlyphs: number): Writer {
  return new Writer()
    .u32(0x00010000)
    .i16(metrics.ascender)
    .i16(metrics.descender)
    .i16(metrics.lineGap)
    .u16(maxAdvance)
    .i16(0)
    .i16(0)
    .i16(maxAdvance)
    .i16(1)
    .i16(0)
    .i16(0)
    .zeros(8)
    .i16(0)
    .u16(numGlyphs);
}

function os2Table(
  widths: readonly number[],
  ranges: readonly AdvanceRange[],
  metrics: VerticalMetrics,
): Writer {
  const firstChar = Math.min(0xffff, ...ranges.map((range) => range.start));
  const lastChar = Math.min(0xffff, Math.max(...ranges.map((range) => range.end)));
  return new Writer()
    .u16(4)
    .i16(Math.round(widths.reduce((sum, width) => sum + width, 0) / Math.max(1, widths.length)))
    .u16(400)
    .u16(5)
    .u16(0)
    .zeros(20)
    .i16(0)
    .zeros(10)
    .zeros(16)
    .u8(0x50)
    .u8(0x4f)
    .u8(0x4c)
    .u8(0x59) // 'POLY'
    .u16(0x40)
    .u16(firstChar)
    .u16(lastChar)
    .i16(metrics.ascender)
    .i16(metrics.descender)
    .i16(metrics.lineGap)
    .u16(metrics.ascender)
    .u16(-metrics.descender)
    .zeros(8)
    .zeros(4)
    .u16(0)
    .u16(0x20)
    .u16(1);
}

/** A format 12 `cmap`: each range to the box glyph of its advance (glyph 0 is .notdef). */
function cmapTable(ranges: readonly AdvanceRange[], widths: readonly number[]): Writer {
  const groups = ranges.map((range) => ({ ...range, glyph: widths.indexOf(range.advance) + 1 }));
  const cmap = new Writer().u16(0).u16(1).u16(3).u16(10).u32(12);
  cmap
    .u16(13)
    .u16(0)
    .u32(16 + groups.length * 12)
    .u32(0)
    .u32(groups.length);
  for (const group of groups) cmap.u32(group.start).u32(group.end).u32(group.glyph);
  return cmap;
}

/** The `name` table: the family (IDs 1, 4, 6) and "Regular" (ID 2), Windows Unicode. */
function nameTable(family: string): Writer {
  const nameText = [...family].flatMap((char) => [0, char.charCodeAt(0)]);
  const nameIds = [1, 2, 4, 6];
  const strings = nameIds.map((id) =>
    id === 2 ? [0, 82, 0, 101, 0, 103, 0, 117, 0, 108, 0, 97, 0, 114] : nameText,
  );
  const name = new Writer()
    .u16(0)
    .u16(nameIds.length)
    .u16(6 + nameIds.length * 12);
  let stringOffset = 0;
  for (const [index, id] of nameIds.entries()) {
    name.u16(3).u16(1).u16(0x409).u16(id).u16(strings[index]!.length).u16(stringOffset);
    stringOffset += strings[index]!.length;
  }
  for (const text of strings) for (const byte of text) name.u8(byte);
  return name;
}

/** The TrueType file of these tables (in tag order): the table directory, the tables, head's checksum adjustment. */
function fontFile(tables: ReadonlyArray<[string, Uint8Array]>): Uint8Array {
  const headerSize = 12 + tables.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = headerSize + tables.reduce((sum, [, data]) => sum + padded(data.length), 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(tables.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tables.length);
  view.setUint16(6, 2 ** entrySelector * 16);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tables.length * 16 - 2 ** entrySelector * 16);
  let at = headerSize;
  let headAt = 0;
  for (const [index, [tag, data]] of tables.entries()) {
    const entry = 12 + index * 16;
    for (let i = 0; i < 4; i += 1) view.setUint8(entry + i, tag.charCodeAt(i));
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, data.length);
    out.set(data, at);
    if (tag === 'head') headAt = at;
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
  const glyphs = [new Uint8Array(0), ...widths.map((advance) => boxGlyph(advance, metrics))];
  const upem = metrics.unitsPerEm;
  const maxAdvance = Math.max(upem, ...widths);
  const { glyf, loca } = glyphTables(glyphs);
  const maxp = new Writer().u32(0x00010000).u16(numGlyphs).u16(8).u16(2).zeros(4).u16(2).zeros(16);
  const hmtx = new Writer().u16(upem).i16(0);
  for (const width of widths) hmtx.u16(width).i16(Math.max(1, Math.round(width * 0.1)));
  const post = new Writer().u32(0x00030000).zeros(28);
  return fontFile([
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
