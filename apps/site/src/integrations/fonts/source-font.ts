/** A font file of a fontsource package, read for subsetting: its bytes, the characters it draws, its metrics. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face, Font } from 'harfbuzzjs';
import type { VerticalMetrics } from './font-subsets.ts';

const require = createRequire(import.meta.url);

export interface SourceFont {
  sfnt: Buffer;
  cmap: Set<number>;
  metrics: VerticalMetrics;
  /** Advance width (font units) of a character's glyph. */
  advance(code: number): number;
}

export async function loadSource(pkg: string, file: string): Promise<SourceFont> {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const sfnt = await fontverter.convert(await readFile(path.join(dir, 'files', file)), 'sfnt');
  const face = new Face(new Blob(sfnt));
  const hhea = face.referenceTable('hhea');
  if (!hhea) throw new Error(`${file}: no hhea table`);
  // The table is a view of harfbuzz's wasm memory, which the next harfbuzz call may grow (and so
  // detach): its numbers are read at once.
  const view = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength);
  const metrics = {
    ascender: view.getInt16(4),
    descender: view.getInt16(6),
    lineGap: view.getInt16(8),
    unitsPerEm: face.upem,
  };
  const font = new Font(face);
  return {
    sfnt,
    advance: (code) => font.glyphHAdvance(font.nominalGlyph(code) ?? 0),
    cmap: new Set(face.collectUnicodes()),
    metrics,
  };
}
