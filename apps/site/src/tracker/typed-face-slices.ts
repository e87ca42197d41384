/**
 * The slices of a whole font (fontsource's unicode-range files of Noto Sans SC, TC or Thai) a
 * typed name may need, read from the package's own stylesheet (`400.css`): each `@font-face`
 * block names its file and its `unicode-range`. Only the files the build emitted (`urls`, by file
 * name) are kept, so a block for a file left out (the Latin and Cyrillic slices) is no face.
 */

export interface FontSlice {
  url: string;
  /** The block's `unicode-range`, as written (`U+9955, U+992E-9930`). */
  unicodeRange: string;
}

const BLOCK = /@font-face\s*\{([^}]*)\}/g;
const WOFF2 = /url\(\s*['"]?(?:[^'")]*\/)?([^/'")]+\.woff2)['"]?\s*\)/;
const RANGE = /unicode-range\s*:\s*([^;}]+)/;

/** The slices of `css` (fontsource's stylesheet) whose woff2 file is one of `urls` (file name -> address). */
export function fontsourceSlices(css: string, urls: Readonly<Record<string, string>>): FontSlice[] {
  const slices: FontSlice[] = [];
  for (const [, body] of css.matchAll(BLOCK)) {
    const file = WOFF2.exec(body ?? '')?.[1];
    const range = RANGE.exec(body ?? '')?.[1]?.trim();
    const url = file === undefined ? undefined : urls[file];
    if (url !== undefined && range) slices.push({ url, unicodeRange: range });
  }
  return slices;
}

/** `import.meta.glob`'s answer (path -> address) keyed by file name. */
export function byFileName(found: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(found).map(([file, url]) => [file.split('/').pop()!, url]));
}

/** Code point ranges, both ends included. */
export type CodeRanges = ReadonlyArray<readonly [number, number]>;

/** A `unicode-range` value as ranges (`U+4E00-4E01, U+9F98`; `U+4??` wildcards too). */
function parseUnicodeRange(unicodeRange: string): Array<[number, number]> {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [lo = '', hi] = part.split('-');
      const low = Number.parseInt(lo.replace(/\?/g, '0'), 16);
      return [low, Number.parseInt(hi ?? lo.replace(/\?/g, 'f'), 16)];
    });
}

export function inUnicodeRange(unicodeRange: string, code: number): boolean {
  return parseUnicodeRange(unicodeRange).some(([lo, hi]) => code >= lo && code <= hi);
}

/**
 * The part of a `unicode-range` value inside `blocks` (a slice of Noto Sans SC also holds Latin
 * letters and symbols: a typed face draws its own script only), or '' when nothing is.
 */
export function clippedUnicodeRange(unicodeRange: string, blocks: CodeRanges): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return parseUnicodeRange(unicodeRange)
    .flatMap(([lo, hi]) =>
      blocks
        .map(([start, end]) => [Math.max(lo, start), Math.min(hi, end)] as const)
        .filter(([from, to]) => from <= to),
    )
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}
