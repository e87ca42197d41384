/**
 * One TrueType font from the glyphs of several (glyf outlines, as fontsource's Noto files are):
 * subset-font cuts one source at a time, and Noto Sans TC's full-width forms (，；（）…) are in
 * nine fontsource files, none of them the Traditional one, so a zh-Hant page fetched up to four
 * files for its punctuation. Each part is a subset already (harfbuzz), with its characters'
 * glyphs; the result keeps the first part's naming, OS/2 and hinting tables, every part's
 * outlines and advance widths, and one cmap. Layout tables (GSUB, GPOS, vertical metrics) are
 * left out: the merged file draws the characters horizontally at their advance widths, as the
 * metrics font that lays the page out before it arrives does.
 */

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
export function cmapTable(mapping: ReadonlyMap<number, number>): Buffer {
  const codes = [...mapping.keys()].sort((a, b) => a - b);
  const bmp = codes.filter((code) => code < 0xffff);
  const segments = bmp.length + 1;
  const format4 = Buffer.alloc(16 + segments * 8);
  format4.writeUInt16BE(4, 0);
  format4.writeUInt16BE(format4.length, 2);
  format4.writeUInt16BE(segments * 2, 6);
  const power = 2 ** Math.floor(Math.log2(segments));
  format4.writeUInt16BE(power * 2, 8);
  format4.writeUInt16BE(Math.log2(power), 10);
  format4.writeUInt16BE((segments - power) * 2, 12);
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  [...bmp, 0xffff].forEach((code, index) => {
    format4.writeUInt16BE(code, ends + index * 2);
    format4.writeUInt16BE(code, starts + index * 2);
    const glyph = code === 0xffff ? 0 : mapping.get(code)!;
    format4.writeUInt16BE(code === 0xffff ? 1 : (glyph - code + 0x10000) % 0x10000, deltas + index * 2);
  });
  const format12 = Buffer.alloc(16 + codes.length * 12);
  format12.writeUInt16BE(12, 0);
  format12.writeUInt32BE(format12.length, 4);
  format12.writeUInt32BE(codes.length, 12);
  codes.forEach((code, index) => {
    format12.writeUInt32BE(code, 16 + index * 12);
    format12.writeUInt32BE(code, 20 + index * 12);
    format12.writeUInt32BE(mapping.get(code)!, 24 + index * 12);
  });
  const header = Buffer.alloc(4 + 3 * 8);
  header.writeUInt16BE(3, 2);
  const records: Array<[number, number, Buffer]> = [
    [0, 3, format4],
    [3, 1, format4],
    [3, 10, format12],
  ];
  let offset = header.length;
  records.forEach(([platform, encoding, subtable], index) => {
    header.writeUInt16BE(platform, 4 + index * 8);
    header.writeUInt16BE(encoding, 6 + index * 8);
    const shared = index === 1;
    header.writeUInt32BE(shared ? header.length : offset, 8 + index * 8);
    if (!shared) offset += subtable.length;
  });
  return Buffer.concat([header, format4, format12]);
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** An sfnt file of `tables` (tag order, 4-byte aligned, checksums and head's adjustment set). */
export function writeSfnt(tables: ReadonlyMap<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, index) => {
    const body = Buffer.from(tables.get(tag)!);
    if (tag === 'head') body.writeUInt32BE(0, 8);
    const record = 12 + index * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(body), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(body.length, record + 12);
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
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
  const locaEntries: number[] = [];
  const glyfParts: Buffer[] = [];
  let at = 0;
  for (const glyph of glyphs) {
    locaEntries.push(at);
    const padded = Buffer.concat([glyph.data, Buffer.alloc((4 - (glyph.data.length % 4)) % 4)]);
    glyfParts.push(padded);
    at += padded.length;
  }
  locaEntries.push(at);
  const loca = Buffer.alloc(locaEntries.length * 4);
  locaEntries.forEach((entry, index) => {
    loca.writeUInt32BE(entry, index * 4);
  });
  const hmtx = Buffer.alloc(glyphs.length * 4);
  glyphs.forEach((glyph, index) => {
    hmtx.writeUInt16BE(glyph.advance, index * 4);
    hmtx.writeInt16BE(glyph.lsb, index * 4 + 2);
  });

  const head = Buffer.from(table(first, 'head'));
  head.writeInt16BE(1, 50); // long loca offsets
  const heads = partTables.map((tables) => table(tables, 'head'));
  head.writeInt16BE(Math.min(...heads.map((one) => one.readInt16BE(36))), 36);
  head.writeInt16BE(Math.min(...heads.map((one) => one.readInt16BE(38))), 38);
  head.writeInt16BE(Math.max(...heads.map((one) => one.readInt16BE(40))), 40);
  head.writeInt16BE(Math.max(...heads.map((one) => one.readInt16BE(42))), 42);
  const hhea = Buffer.from(table(first, 'hhea'));
  const hheas = partTables.map((tables) => table(tables, 'hhea'));
  hhea.writeUInt16BE(Math.max(...hheas.map((one) => one.readUInt16BE(10))), 10);
  hhea.writeInt16BE(Math.min(...hheas.map((one) => one.readInt16BE(12))), 12);
  hhea.writeInt16BE(Math.min(...hheas.map((one) => one.readInt16BE(14))), 14);
  hhea.writeInt16BE(Math.max(...hheas.map((one) => one.readInt16BE(16))), 16);
  hhea.writeUInt16BE(glyphs.length, 34);
  const maxp = Buffer.from(table(first, 'maxp'));
  maxp.writeUInt16BE(glyphs.length, 4);
  // Version 1.0's limits (points, contours, zones, stack…): the largest of the parts'.
  for (let field = 6; field + 2 <= maxp.length; field += 2)
    maxp.writeUInt16BE(
      Math.max(...partTables.map((tables) => table(tables, 'maxp').readUInt16BE(field))),
      field,
    );
  const post = Buffer.from(table(first, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0); // no glyph names

  const tables = new Map<string, Buffer>([
    ['cmap', cmapTable(mapping)],
    ['glyf', Buffer.concat(glyfParts)],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', hmtx],
    ['loca', loca],
    ['maxp', maxp],
    ['post', post],
  ]);
  for (const tag of KEPT) {
    const kept = first.get(tag);
    if (kept) tables.set(tag, kept);
  }
  return writeSfnt(tables);
}
