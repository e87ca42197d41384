import type { AstroIntegrationLogger } from 'astro';
import type { SubsetFile } from './font-subsets.ts';

/** What the report needs of a face: its name, and of its cut, the files and what none of its sources draws. */
export interface FaceGlyphs {
  family: string;
  weight: number;
  files: readonly Pick<SubsetFile, 'codes'>[];
  /** Characters the site shows in the face's scripts that none of its sources draws. */
  missing: readonly number[];
}

/**
 * A character a face lacks that another face of the site draws (Noto Sans TC has no Simplified
 * form, Noto Sans SC none of a few Traditional ones; the stacks name both) is drawn by that face:
 * an info line. One that no face draws falls to the device's fonts, where a phone without them
 * shows a box: a warning, with the characters.
 */
export function reportMissingGlyphs(
  faces: readonly FaceGlyphs[],
  logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>,
): void {
  const drawn = new Set(faces.flatMap((face) => face.files.flatMap((file) => [...file.codes])));
  for (const face of faces) {
    const byNone = face.missing.filter((code) => !drawn.has(code));
    const elsewhere = face.missing.length - byNone.length;
    if (elsewhere > 0)
      logger.info(
        `${face.family} ${face.weight}: characters it has no glyph for that another face draws: ${elsewhere}`,
      );
    if (byNone.length > 0)
      logger.warn(
        `${face.family} ${face.weight} has no glyph for ${String.fromCodePoint(...byNone)}, and no face of the site has: the device's fonts draw them`,
      );
  }
}
