import { Blob, Face, Font } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { cmapTable, shiftComponents } from './merge-glyf.ts';

describe('shiftComponents', () => {
  it("moves every component's glyph id of a composite glyph, past word arguments and scales", () => {
    const glyph = Buffer.alloc(10 + (4 + 4 + 2) + (4 + 2 + 4));
    glyph.writeInt16BE(-1, 0);
    // Component 1: word arguments, one scale, more to come.
    glyph.writeUInt16BE(0x0001 | 0x0008 | 0x0020, 10);
    glyph.writeUInt16BE(3, 12);
    // Component 2: byte arguments, x and y scales, the last.
    glyph.writeUInt16BE(0x0040, 20);
    glyph.writeUInt16BE(7, 22);
    const shifted = shiftComponents(glyph, 100);
    expect([shifted.readUInt16BE(12), shifted.readUInt16BE(22)]).toEqual([103, 107]);
    expect(glyph.readUInt16BE(12)).toBe(3);
  });

  it('leaves a simple glyph as it is', () => {
    const simple = Buffer.from([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(shiftComponents(simple, 5)).toBe(simple);
  });
});

describe('cmapTable', () => {
  it('maps every character, in and beyond the BMP', () => {
    const mapping = new Map([
      [0x4e2d, 1],
      [0xff0c, 5],
      [0x20000, 9],
    ]);
    const cmap = cmapTable(mapping);
    // Read back through harfbuzz: a font of the cmap alone is enough for nominalGlyph.
    const header = Buffer.alloc(12 + 16);
    header.writeUInt32BE(0x00010000, 0);
    header.writeUInt16BE(1, 4);
    header.write('cmap', 12, 'latin1');
    header.writeUInt32BE(header.length, 20);
    header.writeUInt32BE(cmap.length, 24);
    const font = new Font(new Face(new Blob(Buffer.concat([header, cmap]))));
    for (const [code, glyph] of mapping) expect(font.nominalGlyph(code)).toBe(glyph);
    expect(font.nominalGlyph(0x41)).toBeFalsy();
  });
});
