/**
 * One TrueType font from the glyphs of several (glyf outlines, as fontsource's Noto files are):
 * subset-font cuts one source at a time, and Noto Sans TC's full-width forms (，；（）…) are in nine
 * fontsource files, so a zh-Hant page fetched up to four files for its punctuation. The result keeps
 * the first part's naming, OS/2 and hinting tables, every part's outlines and advance widths, and
 * one cmap; no layout tables (GSUB, GPOS, vertical metrics): it draws horizontally at the advance
 * widths, as the metrics font that lays the page out before it arrives does.
 */
import { sfntFile, Writer } from './metrics-font.ts';

export interface MergePart {
  /** A TrueType (glyf) font, uncompressed. */
  sfnt: Uint8Array;
  /** Its characters: code point -> glyph id in this font. */
  glyphs: ReadonlyMap<number, number>;
}

type Tables = Map<string, Buffer>;

function readTables(sfnt: Uint8Array): Tables {
  const data = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  if (data.readUInt32BE(0) !== 0x00010000) throw new Error('merge-glyf: not a TrueType font');
  const tables: Tables = new Map();
  const count = data.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + 16 * index;
    const offset = data.readUInt32BE(record + 8);
    tables.set(
      data.toString('latin1', record, record + 4),
      data.subarray(offset, offset + data.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`merge-glyf: no ${tag} table`);
  return found;
}

interface Glyph {
  data: Buffer;
  advance: number;
  lsb: number;
}

/** A part's glyphs in order, with their horizontal metrics. */
function glyphsOf(tables: Tables): Glyph[] {
  const head = table(tables, 'head');
  const longLoca = head.readInt16BE(50) === 1;
  const count = table(tables, 'maxp').readUInt16BE(4);
  const metricsCount = table(tables, 'hhea').readUInt16BE(34);
  const hmtx = table(tables, 'hmtx');
  const loca = table(tables, 'loca');
  const glyf = table(tables, 'glyf');
  const at = (index: number) => (longLoca ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  const glyphs: Glyph[] = [];
  for (let index = 0; index < count; index += 1) {
    const long = Math.min(index, metricsCount - 1);
    glyphs.push({
      data: glyf.subarray(at(index), at(index + 1)),
      advance: hmtx.readUInt16BE(long * 4),
      lsb:
        index < metricsCount
          ? hmtx.readInt16BE(index * 4 + 2)
          : hmtx.readInt16BE(metricsCount * 4 + (index - metricsCount) * 2),
    });
  }
  return glyphs;
}

const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

/** A glyph's outline with its composite components' glyph ids moved by `shift`. */
export function shiftComponents(data: Buffer, shift: number): Buffer {
  if (data.length === 0 || data.readInt16BE(0) >= 0 || shift === 0) return data;
  const copy = Buffer.from(data);
  let at = 10;
  for (;;) {
    const flags = copy.readUInt16BE(at);
    copy.writeUInt16BE(copy.readUInt16BE(at + 2) + shift, at + 2);
    at += 4 + (flags & ARG_WORDS ? 4 : 2);
    if (flags & HAS_SCALE) at += 2;
    else if (flags & HAS_XY_SCALE) at += 4;
    else if (flags & HAS_2X2) at += 8;
    if (!(flags & MORE_COMPONENTS)) return copy;
  }
}

/** A cmap with a format 4 subtable (BMP) and a format 12 one (every plane), one segment per character. */
export function cmapTable(mapping: ReadonlyMap<number, number>): Uint8Array {
  const codes = [...mapping.keys()].sort((a, b) => a - b);
  const bmp = [...codes.filter((code) => code < 0xffff), 0xffff];
  const segments = bmp.length;
  const power = 2 ** Math.floor(Math.log2(segments));
  const format4Length = 16 + segments * 8;
  // Header (format 4 for Unicode BMP and Windows BMP, format 12 for Windows full), then the subtables.
  const records = [0, 3, 28, 3, 1, 28, 3, 10, 28 + format4Length];
  const cmap = new Writer().u16(0, 3);
  for (let at = 0; at < records.length; at += 3)
    cmap.u16(records[at]!, records[at + 1]!).u32(records[at + 2]!);
  cmap.u16(4, format4Length, 0, segments * 2, power * 2, Math.log2(power), (segments - power) * 2);
  cmap.u16(...bmp, 0, ...bmp);
  cmap.u16(...bmp.map((code) => (code === 0xffff ? 1 : mapping.get(code)! - code + 0x10000)));
  cmap.zeros(segments * 2).u16(12, 0);
  cmap.u32(16 + codes.length * 12, 0, codes.length);
  for (const code of codes) cmap.u32(code, code, mapping.get(code)!);
  return cmap.data();
}

/** Tables of the first part kept as they are (naming, OS/2, hinting). */
const KEPT = ['OS/2', 'name', 'gasp', 'prep', 'fpgm', 'cvt '];

/** One TrueType font drawing every part's characters with that part's glyphs. */
export function mergeGlyfFonts(parts: readonly MergePart[]): Buffer {
  if (parts.length === 0) throw new Error('merge-glyf: nothing to merge');
  const partTables = parts.map((part) => readTables(part.sfnt));
  const first = partTables[0]!;
  const glyphs: Glyph[] = [];
  const mapping = new Map<number, number>();
  partTables.forEach((tables, index) => {
    const own = glyphsOf(tables);
    // Every part's .notdef but the first's is left unused (its ids stay as they are: simpler than renumbering).
    const shift = glyphs.length;
    for (const glyph of own) glyphs.push({ ...glyph, data: shiftComponents(glyph.data, shift) });
    for (const [code, glyph] of parts[index]!.glyphs)
      if (!mapping.has(code)) mapping.set(code, glyph + shift);
  });
  const loca = new Writer();
  const hmtx = new Writer();
  const glyfParts: Buffer[] = [];
  let at = 0;
  for (const glyph of glyphs) {
    loca.u32(at);
    hmtx.u16(glyph.advance, glyph.lsb);
    const padded = Buffer.concat([glyph.data, Buffer.alloc((4 - (glyph.data.length % 4)) % 4)]);
    glyfParts.push(padded);
    at += padded.length;
  }
  loca.u32(at);
  /** A 16-bit field of every part's `tag`. */
  const field = (tag: string, at: number, signed = true) =>
    partTables.map((tables) => table(tables, tag)[signed ? 'readInt16BE' : 'readUInt16BE'](at));
  const head = Buffer.from(table(first, 'head'));
  head.writeInt16BE(1, 50); // long loca offsets
  // The bounds (xMin, yMin, xMax, yMax) and horizontal extremes hold every part's.
  for (const at of [36, 38]) head.writeInt16BE(Math.min(...field('head', at)), at);
  for (const at of [40, 42]) head.writeInt16BE(Math.max(...field('head', at)), at);
  const hhea = Buffer.from(table(first, 'hhea'));
  hhea.writeUInt16BE(Math.max(...field('hhea', 10, false)), 10);
  for (const at of [12, 14]) hhea.writeInt16BE(Math.min(...field('hhea', at)), at);
  hhea.writeInt16BE(Math.max(...field('hhea', 16)), 16);
  hhea.writeUInt16BE(glyphs.length, 34);
  const maxp = Buffer.from(table(first, 'maxp'));
  maxp.writeUInt16BE(glyphs.length, 4);
  // Version 1.0's limits (points, contours, zones, stack…): the largest of the parts'.
  for (let at = 6; at + 2 <= maxp.length; at += 2)
    maxp.writeUInt16BE(Math.max(...field('maxp', at, false)), at);
  const post = Buffer.from(table(first, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0); // no glyph names
  const tables: Array<readonly [string, Uint8Array]> = [
    ['cmap', cmapTable(mapping)],
    ['glyf', Buffer.concat(glyfParts)],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', hmtx.data()],
    ['loca', loca.data()],
    ['maxp', maxp],
    ['post', post],
    ...KEPT.filter((tag) => first.has(tag)).map((tag) => [tag, first.get(tag)!] as const),
  ];
  return Buffer.from(sfntFile(tables.sort(([a], [b]) => (a < b ? -1 : 1))));
}
