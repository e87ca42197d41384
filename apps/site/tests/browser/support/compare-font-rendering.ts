import type { Page } from '@playwright/test';

/** One subset file of a family as the page declares it (parseFontFaces). */
export interface SubsetFile {
  url: string;
  ranges: [number, number][];
}

/** A sample drawn with the subset faces and with the whole font, and how far the two differ. */
export interface RenderingDifference {
  text: string;
  /** Pixels one drawing inks with no ink in the other within one pixel. */
  differing: number;
  /** Pixels the whole font inks (for scale). */
  inked: number;
}

/**
 * Draws every sample on a canvas twice: with the page's subset files only (a family of its own,
 * made from their URLs and unicode ranges, so no installed font can stand in) and with the whole
 * fontsource file the subsets are cut from (served at `fullUrl`). Chromium shapes both with
 * HarfBuzz, so Thai marks are placed, SARA AM is decomposed and reordered, and a glyph missing from
 * a subset comes out as a fallback box or a gap: the drawings then differ. Returns the differences.
 */
export async function compareWithWholeFont(
  page: Page,
  options: { subsets: SubsetFile[]; fullUrl: string; weight: string; samples: string[] },
): Promise<RenderingDifference[]> {
  const subsets = options.subsets.map((file) => ({
    url: file.url,
    unicodeRange: file.ranges
      .map(([from, to]) =>
        from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`,
      )
      .join(','),
  }));
  // The page function declares no named functions: the test runner's transpiler would wrap them
  // in a helper the page does not have.
  return page.evaluate(
    async ({ subsets, fullUrl, weight, samples }) => {
      const faces = subsets.map(
        (file) =>
          new FontFace('SubsetUnderTest', `url(${file.url})`, { weight, unicodeRange: file.unicodeRange }),
      );
      faces.push(new FontFace('WholeFontReference', `url(${fullUrl})`, { weight }));
      for (const face of faces) document.fonts.add(await face.load());
      const size = 40;
      const results: { text: string; differing: number; inked: number }[] = [];
      for (const text of samples) {
        const measure = document.createElement('canvas').getContext('2d')!;
        measure.font = `${weight} ${size}px WholeFontReference`;
        const width = Math.ceil(measure.measureText(text).width + size);
        const pixels: Uint8ClampedArray[] = [];
        for (const family of ['SubsetUnderTest', 'WholeFontReference']) {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = size * 2;
          const context = canvas.getContext('2d', { willReadFrequently: true })!;
          context.font = `${weight} ${size}px ${family}`;
          context.fillStyle = '#000';
          context.fillText(text, size / 4, size * 1.4);
          pixels.push(context.getImageData(0, 0, width, canvas.height).data);
        }
        const [subset, whole] = pixels as [Uint8ClampedArray, Uint8ClampedArray];
        // Ink is coverage of half or more. Anti-aliasing may move an edge by a pixel (the
        // subsetter rewrites how the outlines are encoded), so a pixel differs only when one drawing
        // inks it and the other inks nothing within one pixel of it; a glyph drawn differently or
        // not at all (a gap, a box) leaves whole strokes unmatched.
        const height = size * 2;
        const inks: Uint8Array[] = [];
        const grown: Uint8Array[] = [];
        for (const data of [subset, whole]) {
          const own = new Uint8Array(width * height);
          for (let i = 0; i < own.length; i++) own[i] = data[i * 4 + 3]! >= 128 ? 1 : 0;
          const near = new Uint8Array(width * height);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              if (own[y * width + x] === 0) continue;
              for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
                for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
                  near[ny * width + nx] = 1;
            }
          }
          inks.push(own);
          grown.push(near);
        }
        let differing = 0;
        let inked = 0;
        for (let i = 0; i < width * height; i++) {
          if (inks[1]![i]) inked += 1;
          if ((inks[1]![i] && !grown[0]![i]) || (inks[0]![i] && !grown[1]![i])) differing += 1;
        }
        results.push({ text, differing, inked });
      }
      return results;
    },
    { ...options, subsets },
  );
}
