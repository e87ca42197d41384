/**
 * One woff2 file of characters that come from several source fonts (integrations/fonts/merge-glyf.ts):
 * each source is cut by subset-font to its characters, the cuts are merged into one TrueType font,
 * then compressed. A page then fetches one file where it fetched one per source (issue 34: Noto
 * Sans TC's full-width forms sit in nine fontsource files).
 */
import fontverter from 'fontverter';
import { Blob, Face, Font } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { type MergePart, mergeGlyfFonts } from './merge-glyf.ts';

export interface SourcePart {
  /** The source font, uncompressed (sfnt). */
  sfnt: Uint8Array;
  /** The characters this source draws in the merged file. */
  codes: readonly number[];
}

/** A part's characters and their glyph ids in its subset. */
function partOf(sfnt: Buffer, codes: readonly number[]): MergePart {
  const face = new Face(new Blob(sfnt));
  const font = new Font(face);
  const glyphs = new Map<number, number>();
  for (const code of codes) {
    const glyph = font.nominalGlyph(code);
    if (glyph) glyphs.set(code, glyph);
  }
  return { sfnt, glyphs };
}

/** The woff2 file drawing every part's characters with its own source's glyphs. */
export async function mergedSubset(parts: readonly SourcePart[]): Promise<Buffer> {
  const merged: MergePart[] = [];
  // One after the other: harfbuzz's memory is shared by every font it reads.
  for (const part of parts) {
    const cut = await subsetFont(part.sfnt, String.fromCodePoint(...part.codes), { targetFormat: 'sfnt' });
    merged.push(partOf(cut, part.codes));
  }
  return fontverter.convert(mergeGlyfFonts(merged), 'woff2');
}
