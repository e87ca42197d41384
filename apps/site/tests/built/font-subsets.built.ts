import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { isChineseCharacter, isThaiCharacter } from '../../src/integrations/fonts/font-faces.ts';
import { builtFontFaces } from '../browser/support/built-font-faces.ts';
import { contentCharacters } from '../support/content-characters.ts';
import { distDir } from './built-site.ts';

/**
 * The font subsets' glyph tables, read from the built font files and the faces each page carries
 * inline (moved from the browser checks' 75-font-subsets, which keeps what needs a page: the
 * subsets drawn against the whole font, and which files a page downloads): every character of the
 * content is claimed by a face whose file has a glyph for it, a face claims nothing its file lacks,
 * and the font load script comes before the stylesheets.
 */

/** The code points a built font file has glyphs for (its cmap, read by HarfBuzz). */
async function cmap(url: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(path.join(distDir, url)), 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

async function coverageCheck(
  locale: string,
  family: string,
  covers: (code: number) => boolean,
  weights: readonly string[],
): Promise<void> {
  const faces = builtFontFaces(distDir, `${locale}/rules/D20Tests`).faces.filter(
    (face) => face.family === family,
  );
  expect(faces.length, `no ${family} faces inline`).toBeGreaterThan(0);
  const wanted = contentCharacters(locale, covers);
  expect(wanted.size, `only ${wanted.size} characters found in content/${locale}`).toBeGreaterThan(50);
  for (const weight of weights) {
    const ofWeight = faces.filter((face) => face.weight === weight);
    expect(ofWeight.length, `no ${family} ${weight} faces`).toBeGreaterThan(0);
    const glyphs = new Set<number>();
    for (const face of ofWeight) {
      const inFile = await cmap(face.url);
      const noGlyph: number[] = [];
      for (const [from, to] of face.ranges) {
        for (let code = from; code <= to; code += 1) {
          if (!inFile.has(code)) noGlyph.push(code);
          glyphs.add(code);
        }
      }
      expect(
        noGlyph.map((code) => `U+${code.toString(16)}`),
        `${face.url} claims U+${noGlyph[0]?.toString(16)} but has no glyph for it`,
      ).toEqual([]);
    }
    const missing = [...wanted].filter((code) => !glyphs.has(code));
    expect(
      missing.length,
      `${family} ${weight} lacks ${missing.length}: ${missing.map((code) => String.fromCodePoint(code)).join('')}`,
    ).toBe(0);
  }
}

describe('Font subsets: every character of the content is in them, with a glyph; nothing else is claimed', () => {
  // Chinese bold is synthesized from the regular face (lib/font-faces.ts).
  it('every Chinese character of content/zh has a glyph in the Noto Sans SC subset', async () => {
    await coverageCheck('zh', 'Noto Sans SC', isChineseCharacter, ['400']);
  });

  it('every Thai character of content/th has a glyph in the Noto Sans Thai subsets (400 and 700)', async () => {
    await coverageCheck('th', 'Noto Sans Thai', isThaiCharacter, ['400', '700']);
  });

  it('a character outside the subset is left to the rest of the font stack (not claimed by a face)', () => {
    const faces = builtFontFaces(distDir, 'zh/rules/D20Tests').faces;
    expect(faces.length, 'faces inline').toBeGreaterThan(0);
    const rare = 0x9f98; // 龘, in no rule text
    expect(
      faces
        .filter((face) => face.ranges.some(([from, to]) => rare >= from && rare <= to))
        .map((face) => face.url),
      'a subset face claims a character it has no glyph for',
    ).toEqual([]);
  });

  // A script after the stylesheet links waits for them: on slow 4G the Chinese subsets then
  // started ≈ 0.4 s later and zh LCP was 2.30 s instead of 2.12 s (scripts/perf.ts).
  it('the font downloads start before the stylesheets: the load script follows the faces and precedes every stylesheet link', () => {
    for (const page of ['zh/rules/DamageandHealing', 'zh/rules/D20Tests', 'th/rules/D20Tests']) {
      const html = readFileSync(path.join(distDir, page, 'index.html'), 'utf8');
      const faces = html.indexOf('<style data-font-faces');
      const load = html.indexOf('<script data-font-load');
      const stylesheet = html.search(/<link[^>]+rel="stylesheet"/);
      expect(faces >= 0 && load > faces, `${page}: faces at ${faces}, load script at ${load}`).toBe(true);
      expect(
        stylesheet,
        `${page}: first stylesheet at ${stylesheet}, load script at ${load}`,
      ).toBeGreaterThan(load);
    }
  });
});
