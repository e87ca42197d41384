import { useEffect } from 'preact/hooks';
import { metricsFont } from '../integrations/fonts/metrics-font.ts';

/*
 * A typed name's character the site's font subsets lack is first drawn by the whole font, its
 * slices fetched on demand (typed-faces.ts). One that still has no glyph (offline, its slice never
 * fetched, on a machine without a CJK font) would be a blank: Chromium draws the first
 * font's empty missing glyph, a blank. A face of visible boxes (fonts/metrics-font.ts's box
 * glyphs, generated here: about 0.8 KB, no download) shows where such a character is. It cannot
 * simply end the typed-text stack: on Android the system's CJK and Thai fonts are reached only by
 * the browser's own fallback after the whole stack (they have no family name a page can name), so
 * a box face in the stack would hide them. The page therefore asks the device first: each Han or
 * Thai character of the names is drawn on a canvas with the typed-text stack (after its webfonts
 * loaded) and compared with a character no font has; only when one draws the same (the device's
 * missing glyph) is the box face added at the end of the stack
 * (`<html data-typed-glyphs="missing">`, styles/fonts.css `--font-typed-missing`).
 */

/** The box face's family: named last in the typed-text stack while a glyph is missing. */
export const MISSING_GLYPH_FAMILY = 'Polyhedral Missing Glyph';

/** Thai, CJK symbols, kana, Han (with extension A and the compatibility block), Hangul syllables, Han extensions B on. */
const BOX_RANGES = [
  { start: 0x0e00, end: 0x0e7f, advance: 600 },
  { start: 0x3000, end: 0x9fff, advance: 1000 },
  { start: 0xac00, end: 0xd7af, advance: 1000 },
  { start: 0xf900, end: 0xfaff, advance: 1000 },
  { start: 0x20000, end: 0x3134f, advance: 1000 },
] as const;
const BOX_METRICS = { unitsPerEm: 1000, ascender: 1160, descender: -288, lineGap: 0 };

export function withoutBoxFace(family: string): string {
  return family
    .split(',')
    .filter((one) => one.trim().replace(/^["']|["']$/g, '') !== MISSING_GLYPH_FAMILY)
    .join(',');
}

/** The characters the check asks about: Han and Thai letters (marks alone may draw nothing). */
const CHECKED = /[\p{Script=Han}\p{Script=Thai}]/u;

export function checkedCharacters(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text]))].filter(
    (char) => CHECKED.test(char) && !/\p{M}/u.test(char),
  );
}

/** A noncharacter no font maps: how this device draws a character it has no glyph for. */
const NO_GLYPH = '\u{10FFFD}';

/**
 * The characters this font stack draws as it draws a character no font has (U+10FFFD): the
 * device's missing glyph, blank in the page or a small box on a canvas. Each is drawn on a canvas
 * and its pixels compared with the missing glyph's.
 */
export function glyphlessCharacters(chars: readonly string[], fontFamily: string): string[] {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  context.font = `32px ${fontFamily}`;
  context.textBaseline = 'middle';
  const pixels = (char: string) => {
    context.clearRect(0, 0, 48, 48);
    context.fillText(char, 8, 24);
    return context.getImageData(0, 0, 48, 48).data;
  };
  const none = pixels(NO_GLYPH);
  return chars.filter((char) => {
    const drawn = pixels(char);
    for (let i = 3; i < drawn.length; i += 4) if (drawn[i] !== none[i]) return false;
    return true;
  });
}

let boxFace: Promise<void> | undefined;
function addBoxFace(): Promise<void> {
  boxFace ??= (async () => {
    // Only the ranges it boxes: it never stands in for a Latin or an emoji character.
    const unicodeRange = BOX_RANGES.map(
      (range) => `U+${range.start.toString(16)}-${range.end.toString(16)}`,
    ).join(', ');
    const face = new FontFace(
      MISSING_GLYPH_FAMILY,
      // A copy over its own ArrayBuffer (FontFace takes a BufferSource).
      new Uint8Array(metricsFont(MISSING_GLYPH_FAMILY, BOX_RANGES, BOX_METRICS)),
      { unicodeRange },
    );
    document.fonts.add(await face.load());
  })();
  return boxFace;
}

/**
 * Marks the page when a typed name holds a character the device cannot draw (see above), after
 * the stack's webfonts for those characters have loaded; `data-typed-glyphs` is `drawn` or
 * `missing` once asked. Nothing is asked before `ready` (the names stored on the device read):
 * the empty list before it would answer `drawn` for names not yet there.
 */
export function useMissingGlyphMark(
  texts: readonly string[],
  element: () => Element | null,
  ready = true,
): void {
  // Asked again when a name changes (the texts, by their joined key; `element` is read then).
  const key = texts.join('\u0000');
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const root = document.documentElement;
    const chars = checkedCharacters(texts);
    // No Han or Thai character typed: nothing to ask (no font load, no canvas while the page loads).
    if (chars.length === 0) {
      root.dataset.typedGlyphs = 'drawn';
      return;
    }
    const at = element();
    if (!at) return;
    // The stack without the box face (once added it would draw every character the check asks about).
    const family = withoutBoxFace(getComputedStyle(at).fontFamily);
    void (async () => {
      try {
        // The page's faces for the characters (not the typed ones: they would fetch the slices of
        // characters the page's subsets already draw), then the typed faces for the rest.
        // (typed-faces.ts is a chunk of its own: nothing of it loads while no Han or Thai is typed.)
        const typed = await import('./typed-faces.ts');
        await document.fonts.load(`32px ${typed.withoutTypedFaces(family)}`, chars.join(''));
        await typed.loadTypedFaces(chars, family);
        await document.fonts.ready;
      } catch {
        // A font (or a typed face's table) that failed to load draws nothing: the check below sees that.
      }
      if (!live) return;
      const missing = glyphlessCharacters(chars, family);
      if (missing.length > 0) await addBoxFace().catch(() => undefined);
      if (!live) return;
      root.dataset.typedGlyphs = missing.length > 0 ? 'missing' : 'drawn';
    })();
    return () => {
      live = false;
    };
  }, [key, ready]);
}

/**
 * While a name is being typed (the add form's name field), the whole font's slices its characters
 * need are added as they are typed (typed-faces.ts), so the field draws them before the creature is
 * added. Nothing is loaded while the name holds no Han or Thai character the page's faces lack.
 */
export function useTypedFaces(text: string, element: () => Element | null): void {
  useEffect(() => {
    const chars = checkedCharacters([text]);
    const at = element();
    if (chars.length === 0 || !at) return;
    // A font that fails to load leaves the character to the rest of the stack (missing-glyphs.ts).
    const family = getComputedStyle(at).fontFamily;
    import('./typed-faces.ts').then((typed) => typed.loadTypedFaces(chars, family)).catch(() => undefined);
  }, [text]);
}
