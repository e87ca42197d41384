import { metricsFont } from '../integrations/fonts/metrics-font.ts';

/*
 * Which characters a loaded typed face really draws. A fontsource slice's unicode-range can name a
 * character its file has no glyph for (Noto Sans TC's slices name Simplified-only 玛, 传 and 应),
 * so a range is no proof. The face is measured against a probe face whose Han, kana, Hangul and
 * Thai characters are a twentieth of an em wide (generated here, about 0.8 KB, no download): a
 * character the face draws is as wide as the face makes it; one it lacks falls to the probe and
 * measures as the probe alone does.
 */

const PROBE_FAMILY = 'Polyhedral Glyph Probe';
const NARROW = 50;
const PROBE_RANGES = [
  { start: 0x0e00, end: 0x0e7f, advance: NARROW },
  { start: 0x2e80, end: 0x9fff, advance: NARROW },
  { start: 0xac00, end: 0xd7af, advance: NARROW },
  { start: 0xf900, end: 0xfaff, advance: NARROW },
  { start: 0xfe30, end: 0xfe4f, advance: NARROW },
  { start: 0xff00, end: 0xffef, advance: NARROW },
  { start: 0x20000, end: 0x3134f, advance: NARROW },
] as const;

let probe: Promise<FontFace> | undefined;
/** The probe face, made and loaded once; in document.fonts only while a measure needs it. */
function probeFace(): Promise<FontFace> {
  probe ??= new FontFace(
    PROBE_FAMILY,
    new Uint8Array(
      metricsFont(PROBE_FAMILY, PROBE_RANGES, {
        unitsPerEm: 1000,
        ascender: 880,
        descender: -120,
        lineGap: 0,
      }),
    ),
  ).load();
  return probe;
}

/** Whether a character measured with the probe behind the face is as wide as with the probe alone. */
export function fellToProbe(withFace: number, probeAlone: number): boolean {
  return Math.abs(withFace - probeAlone) < 0.01;
}

/**
 * The characters of `chars` the loaded `family` draws itself. Without a canvas or a probe (an old
 * browser, a test page), every one is taken as drawn: the browser's own fallback still applies.
 */
export async function drawnBy(family: string, chars: readonly string[]): Promise<string[]> {
  const context = document.createElement('canvas').getContext?.('2d');
  if (!context) return [...chars];
  let face: FontFace;
  try {
    face = await probeFace();
  } catch {
    return [...chars];
  }
  // Added for the measure and taken away after it: no page face lists it (nor draws with it).
  document.fonts.add(face);
  const width = (font: string, char: string) => {
    context.font = font;
    return context.measureText(char).width;
  };
  try {
    return chars.filter(
      (char) =>
        !fellToProbe(
          width(`32px "${family}", "${PROBE_FAMILY}"`, char),
          width(`32px "${PROBE_FAMILY}"`, char),
        ),
    );
  } finally {
    document.fonts.delete(face);
  }
}
