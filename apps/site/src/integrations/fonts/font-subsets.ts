/**
 * Pure parts of the build's font subsetting (integrations/fonts/subset-fonts.ts): the text a built page
 * shows, the order characters are packed into files, unicode-range values and @font-face rules.
 */
import { registerInlineScript } from '../security/inline-scripts.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose text is drawn bold (weight 600-700) by Starlight and the site's styles. */
const BOLD_ELEMENTS =
  /<(h[1-6]|strong|b|th|dt|summary)\b[^>]*>([\s\S]*?)<\/\1>|<a\b[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>|<summary\b[^>]*>([\s\S]*?)<\/summary>|<span class="large"[^>]*>([\s\S]*?)<\/span>/gi;

export interface PageText {
  /** Everything in the file that can become text: text nodes, attributes, island props, messages. */
  all: string;
  /** Text nodes outside scripts, styles and templates. */
  visible: string;
  /** Visible text of elements drawn bold. */
  bold: string;
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '));
}

export function pageText(html: string): PageText {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const bold: string[] = [];
  for (const match of withoutCode.matchAll(BOLD_ELEMENTS)) {
    bold.push(stripTags(match.slice(2).find((group) => group !== undefined) ?? ''));
  }
  return {
    all: decodeEntities(html),
    visible: stripTags(withoutCode),
    bold: bold.join(' '),
  };
}

/**
 * Code points of a text that a family draws, sorted. A character's compatibility decomposition
 * comes along (Thai SARA AM ำ is drawn as NIKHAHIT ํ + SARA AA า by the font's shaping rules, so a
 * subset without ํ shows a gap where ำ should be).
 */
export function codePoints(text: string, covers: (code: number) => boolean): number[] {
  const codes = new Set<number>();
  const seen = new Set<string>();
  // A page repeats a few hundred distinct characters thousands of times: each is decomposed once.
  for (const char of text) {
    if (seen.has(char)) continue;
    seen.add(char);
    for (const code of codesOf(char)) if (covers(code)) codes.add(code);
  }
  return [...codes].sort((a, b) => a - b);
}

const decomposed = new Map<string, readonly number[]>();

/** A character's own code point and those of its compatibility decomposition (NFKD), memoized. */
function codesOf(char: string): readonly number[] {
  let codes = decomposed.get(char);
  if (codes === undefined) {
    codes = [...new Set([char, ...char.normalize('NFKD')])].map((part) => part.codePointAt(0)!);
    decomposed.set(char, codes);
  }
  return codes;
}

/** Characters most used first (by the number of pages that show them), ties by code point. */
export function orderByUse(codes: Iterable<number>, pagesUsing: ReadonlyMap<number, number>): number[] {
  return [...codes].sort((a, b) => (pagesUsing.get(b) ?? 0) - (pagesUsing.get(a) ?? 0) || a - b);
}

/** Splits an ordered list into files of the given sizes; the last size repeats. Each file sorted. */
export function chunk(ordered: readonly number[], sizes: readonly number[]): number[][] {
  if (sizes.length === 0 || sizes.some((size) => size < 1)) throw new Error('chunk sizes must be >= 1');
  const chunks: number[][] = [];
  let at = 0;
  while (at < ordered.length) {
    const size = sizes[Math.min(chunks.length, sizes.length - 1)]!;
    chunks.push(ordered.slice(at, at + size).sort((a, b) => a - b));
    at += size;
  }
  return chunks;
}

const hex = (code: number) => code.toString(16).toUpperCase();

/** A CSS unicode-range value for sorted code points, consecutive ones as ranges. */
export function unicodeRange(sorted: readonly number[]): string {
  const parts: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) {
      index += 1;
      end += 1;
    }
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    index += 1;
  }
  return parts.join(',');
}

export interface VerticalMetrics {
  /** hhea ascender / descender / line gap in font units, and units per em. */
  ascender: number;
  descender: number;
  lineGap: number;
  unitsPerEm: number;
}

const percent = (value: number, metrics: VerticalMetrics) =>
  `${((Math.abs(value) / metrics.unitsPerEm) * 100).toFixed(2)}%`;

export interface FontFaceRule {
  family: string;
  weight: number;
  local: readonly string[];
  url: string;
  codes: readonly number[];
  metrics: VerticalMetrics;
}

/**
 * One @font-face: installed fonts first, then the subset file. The webfont's own vertical metrics
 * are pinned (ascent/descent/line-gap overrides) for every source, so an installed font and the
 * downloaded one give the same line boxes, and a swap moves nothing. `font-display: block`:
 * without a font for the script the fallback would be boxes of another width (and a reflow).
 */
export function fontFaceRule(rule: FontFaceRule): string {
  const sources = [...rule.local.map((name) => `local("${name}")`), `url("${rule.url}") format("woff2")`];
  return [
    '@font-face{',
    `font-family:"${rule.family}";`,
    'font-style:normal;',
    `font-weight:${rule.weight};`,
    'font-display:block;',
    `src:${sources.join(',')};`,
    `ascent-override:${percent(rule.metrics.ascender, rule.metrics)};`,
    `descent-override:${percent(rule.metrics.descender, rule.metrics)};`,
    `line-gap-override:${percent(rule.metrics.lineGap, rule.metrics)};`,
    `unicode-range:${unicodeRange(rule.codes)};`,
    '}',
  ].join('');
}

/**
 * The @font-face of a metrics font (fonts/metrics-font.ts): inline, so it is there for the first
 * layout, with the webfont's vertical metrics pinned like the webfont's own faces.
 */
export function metricsFaceRule(
  family: string,
  font: Uint8Array,
  codes: readonly number[],
  metrics: VerticalMetrics,
): string {
  return [
    '@font-face{',
    `font-family:"${family}";`,
    'font-display:block;',
    `src:url(data:font/ttf;base64,${Buffer.from(font).toString('base64')}) format("truetype");`,
    `ascent-override:${percent(metrics.ascender, metrics)};`,
    `descent-override:${percent(metrics.descender, metrics)};`,
    `line-gap-override:${percent(metrics.lineGap, metrics)};`,
    // Exactly the webfont's characters: any other falls through to the system fonts as before.
    `unicode-range:${unicodeRange(codes)};`,
    '}',
  ].join('');
}

/** One subset file the build wrote: its family, weight, URL and the code points it has glyphs for. */
export interface SubsetFile {
  family: string;
  weight: number;
  url: string;
  codes: Set<number>;
}

/**
 * The inline script that starts a page's font downloads as soon as the head is parsed: for each
 * face, one character of the page's text from every subset file the text needs, passed to
 * `document.fonts.load`. Without it a file is requested only when layout first meets one of its
 * characters (after the stylesheet, and for text further down only when the parser reaches it),
 * so the text shows late and the page reflows as each file arrives. Unlike a preload, a
 * FontFace load tries the face's `local()` sources first: a device with its own Thai or Chinese
 * font downloads nothing. Empty when the page needs no subset file. The body is registered for the
 * Content-Security-Policy step (security/inline-scripts.ts).
 */
export function fontLoadScript(files: readonly SubsetFile[], text: PageText): string {
  const samples = new Map<string, string>();
  for (const file of files) {
    const pageCodes = codePoints(file.weight >= 600 ? text.bold : text.visible, (code) =>
      file.codes.has(code),
    );
    if (pageCodes.length === 0) continue;
    const font = `${file.weight} 1em "${file.family}"`;
    samples.set(font, (samples.get(font) ?? '') + String.fromCodePoint(pageCodes[0]!));
  }
  if (samples.size === 0) return '';
  const loads = JSON.stringify([...samples]).replace(/</g, '\\u003c');
  const body = `(function(f){if(f)${loads}.forEach(function(l){f.load(l[0],l[1]).catch(function(){})})})(document.fonts)`;
  return `<script data-font-load>${registerInlineScript(body)}</script>`;
}

/**
 * A page without the inline faces and font-load script the build adds (and font preloads earlier
 * builds added), so the step can run again on a built site.
 */
export function withoutFontFaces(html: string): string {
  return html
    .replace(/<style data-font-faces>[\s\S]*?<\/style>/g, '')
    .replace(/<script data-font-load>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" href="\/fonts\/[^"]*" as="font"[^>]*>/g, '');
}
