import { metricsFont } from '../integrations/fonts/metrics-font.ts';
import { type CodeRanges, clippedUnicodeRange, type FontSlice, inUnicodeRange } from './typed-face-slices.ts';

/*
 * Names typed at the table (饕餮, 龘, จุฬา) can hold characters the site's subsets lack: they hold
 * only what the site's pages show. Such a character is drawn in the page's own design all the
 * same: the typed-text stack (styles/fonts.css `--font-typed`) names a "… Typed" family after the
 * page's faces, and when a name holds a character none of the page's faces covers, that family's
 * faces are added: one FontFace per fontsource unicode-range slice of the whole font, so the
 * browser itself fetches only the slices the names' characters fall in (a few tens of KB, not the
 * 2.4 MB of Noto Sans SC). Nothing of this loads before such a name is there: the slice tables
 * are chunks of their own, imported on demand.
 *
 * The built slices are hashed `/_astro/` files: the service worker keeps each one fetched (cache
 * first), so a name seen online draws offline. A character whose slice was never fetched has no
 * file offline: it falls to the device's own fonts, and where none draws it, the box face
 * (missing-glyphs.ts).
 */

interface TypedFace {
  family: string;
  /** Installed copies of the same design (used before any download): Noto by its own names only. */
  local: readonly string[];
  /** The characters this family draws (its faces' unicode-ranges are cut to them). */
  blocks: CodeRanges;
  slices: () => Promise<FontSlice[]>;
}

/** CJK radicals, symbols and punctuation, ideographs (extensions too), compatibility and full-width forms. */
const HAN_BLOCKS: CodeRanges = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x303f],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
];

const TYPED_FACES: readonly TypedFace[] = [
  {
    family: 'Noto Sans SC Typed',
    local: ['Noto Sans SC', 'NotoSansSC-Regular', 'Noto Sans CJK SC', 'NotoSansCJKsc-Regular'],
    blocks: HAN_BLOCKS,
    slices: () => import('./typed-face-sc.ts').then((module) => module.slices),
  },
  {
    family: 'Noto Sans TC Typed',
    local: ['Noto Sans TC', 'NotoSansTC-Regular', 'Noto Sans CJK TC', 'NotoSansCJKtc-Regular'],
    blocks: HAN_BLOCKS,
    slices: () => import('./typed-face-tc.ts').then((module) => module.slices),
  },
  {
    family: 'Noto Sans Thai Typed',
    local: ['Noto Sans Thai', 'NotoSansThai-Regular'],
    blocks: [[0x0e00, 0x0e7f]],
    slices: () => import('./typed-face-thai.ts').then((module) => module.slices),
  },
];

const TYPED_FAMILIES = new Set(TYPED_FACES.map((face) => face.family));

export function stackFamilies(fontFamily: string): string[] {
  return fontFamily
    .split(',')
    .map((one) => one.trim().replace(/^["']|["']$/g, ''))
    .filter((one) => one !== '');
}

/** A `font-family` value without the typed families (the page's own stack, as before this file). */
export function withoutTypedFaces(fontFamily: string): string {
  return fontFamily
    .split(',')
    .filter((one) => !TYPED_FAMILIES.has(one.trim().replace(/^["']|["']$/g, '')))
    .join(',');
}

export interface PageFace {
  family: string;
  unicodeRange: string;
}

/**
 * Which typed families `chars` may need in a stack (`fontFamily`): a character is the page's own
 * when a face of a family the stack names covers it (the "… Metrics" faces draw no outlines: not
 * theirs); each other one may go to any typed family of the stack that draws its script, in the
 * stack's order (a Simplified-only 玛 on a zh-Hant page is not in Noto Sans TC: Noto Sans SC
 * Typed, after it, draws it). loadTypedFaces gives it to the first that draws it.
 */
export function typedFacesNeeded(
  chars: readonly string[],
  fontFamily: string,
  pageFaces: readonly PageFace[],
): { faces: TypedFace[]; chars: string[] } {
  const stack = stackFamilies(fontFamily);
  const own = pageFaces.filter(
    (face) =>
      stack.includes(face.family) && !TYPED_FAMILIES.has(face.family) && !face.family.endsWith(' Metrics'),
  );
  const typed = stack.flatMap((family) => TYPED_FACES.filter((face) => face.family === family));
  const faces = new Set<TypedFace>();
  const left: string[] = [];
  for (const char of chars) {
    const code = char.codePointAt(0)!;
    if (own.some((face) => inUnicodeRange(face.unicodeRange, code))) continue;
    const drawing = typed.filter((one) => inBlocks(one, code));
    if (drawing.length === 0) continue;
    for (const face of drawing) faces.add(face);
    left.push(char);
  }
  return { faces: typed.filter((face) => faces.has(face)), chars: left };
}

const inBlocks = (face: TypedFace, code: number) => face.blocks.some(([lo, hi]) => code >= lo && code <= hi);

function pageFaces(): PageFace[] {
  return [...document.fonts].map((face) => ({
    family: face.family.replace(/^["']|["']$/g, ''),
    unicodeRange: face.unicodeRange,
  }));
}

const added = new Map<string, Promise<void>>();

/** Adds a typed family's faces (once): one per slice, fetched by the browser when a character needs it. */
function addTypedFace(face: TypedFace): Promise<void> {
  let done = added.get(face.family);
  if (!done) {
    done = face.slices().then((slices) => {
      const local = face.local.map((name) => `local("${name}")`).join(', ');
      for (const slice of slices) {
        const unicodeRange = clippedUnicodeRange(slice.unicodeRange, face.blocks);
        if (unicodeRange === '') continue;
        document.fonts.add(
          new FontFace(face.family, `${local}, url("${slice.url}") format("woff2")`, {
            unicodeRange,
            display: 'block',
          }),
        );
      }
    });
    // A chunk that could not load (offline, never fetched) is asked for again with the next name.
    done.catch(() => added.delete(face.family));
    added.set(face.family, done);
  }
  return done;
}

/**
 * Adds the typed families `chars` need in `fontFamily` and waits for their slices: each family, in the
 * stack's order, is asked only for the characters no earlier one draws (drawnBy: a range is no proof).
 */
export async function loadTypedFaces(chars: readonly string[], fontFamily: string): Promise<string[]> {
  const typed = typedFacesNeeded(chars, fontFamily, pageFaces());
  let left = typed.chars;
  for (const face of typed.faces) {
    const asked = left.filter((char) => inBlocks(face, char.codePointAt(0)!));
    if (asked.length === 0) continue;
    await addTypedFace(face);
    await document.fonts.load(`32px "${face.family}"`, asked.join(''));
    const drawn = await drawnBy(face.family, asked);
    left = left.filter((char) => !drawn.includes(char));
  }
  return typed.chars;
}

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
