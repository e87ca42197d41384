import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face, Font } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { mergedSubset } from './merged-subset.ts';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource/noto-sans-tc/package.json')), 'files');
const source = async (file: string) =>
  fontverter.convert(await readFile(path.join(files, `noto-sans-tc-${file}-400-normal.woff2`)), 'sfnt');
const codes = (text: string) => [...text].map((char) => char.codePointAt(0)!);

/** A font's glyph for `code`: its id, advance and outline (drawn as SVG path data). */
function glyph(sfnt: Uint8Array, code: number) {
  const font = new Font(new Face(new Blob(sfnt)));
  const id = font.nominalGlyph(code);
  return id ? { advance: font.glyphHAdvance(id), outline: font.glyphToPath(id) } : undefined;
}

describe('mergedSubset', () => {
  it('draws the characters of several Noto Sans TC files from one woff2, with their own glyphs', async () => {
    const traditional = await source('chinese-traditional');
    const brackets = await source('118'); // ！（）？
    const commas = await source('119'); // ，：
    const woff2 = await mergedSubset([
      { sfnt: traditional, codes: codes('繁體中文') },
      { sfnt: brackets, codes: codes('（）') },
      { sfnt: commas, codes: codes('，：') },
    ]);
    expect(fontverter.detectFormat(woff2)).toBe('woff2');
    const merged = await fontverter.convert(woff2, 'sfnt');
    for (const [font, text] of [
      [traditional, '繁體中文'],
      [brackets, '（）'],
      [commas, '，：'],
    ] as const) {
      for (const code of codes(text)) {
        const own = glyph(font, code);
        expect(own?.outline.length).toBeGreaterThan(10);
        expect(glyph(merged, code)).toEqual(own);
      }
    }
    expect(glyph(merged, codes('；')[0]!)).toBeUndefined();
    // Smaller than the three files it replaces, each with its own header, names and tables.
    expect(woff2.length).toBeLessThan(3000);
  });
});
