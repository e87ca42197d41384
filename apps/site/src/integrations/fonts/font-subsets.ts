/**
 * Pure parts of the build's font subsetting (integrations/fonts/subset-fonts.ts): the text a built page
 * shows, the order characters are packed into files, unicode-range values and @font-face rules.
 */

import { escapeHtml } from '@polyhedral/markdown';
import type { Element, Root } from 'hast';
import {
  attribute,
  everyText,
  findElements,
  firstElement,
  hasToken,
  parseHtml,
  replaceRanges,
  sourceRange,
  tagRange,
  visibleText,
} from '../../lib/built-html.ts';
import { remembered } from '../../lib/remembered.ts';
import { registerInlineScript } from '../security/inline-scripts.ts';
import { firstScreensText } from './first-screens.ts';

const BOLD_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'th', 'dt', 'summary']);

/** Elements whose text is drawn bold (weight 600-700) by Starlight and the site's styles. */
function isBold(element: Element): boolean {
  return (
    BOLD_TAGS.has(element.tagName) ||
    (element.tagName === 'a' && attribute(element, 'ariaCurrent') === 'page') ||
    (element.tagName === 'span' && hasToken(element, 'className', 'large'))
  );
}

export interface PageText {
  /** Everything in the file that can become text: text nodes, attributes, island props, messages. */
  all: string;
  /** Text nodes outside scripts, styles and templates. */
  visible: string;
  /**
   * The part of `visible` a reader's first screens show (first-screens.ts): what the Chinese early
   * files hold; the rest only further down, in late files.
   */
  early: string;
  /** Visible text of elements drawn bold. */
  bold: string;
  /** The page's language (its <html lang>), '' when it has none. */
  lang: string;
  /** Visible text of the elements marked with another `lang` (language names, other-language titles), by that lang. */
  otherLanguages: Readonly<Record<string, string>>;
}

function otherLanguageText(tree: Root, pageLang: string): Record<string, string> {
  const byLang: Record<string, string> = {};
  for (const element of findElements(tree, (candidate) => candidate.tagName !== 'html')) {
    const lang = attribute(element, 'lang');
    if (lang === undefined || lang === pageLang) continue;
    byLang[lang] = `${byLang[lang] ?? ''} ${visibleText(element)}`;
  }
  return byLang;
}

/** The text of a built page (its HTML, or its tree from built-html.ts). */
export function pageText(page: string | Root): PageText {
  const tree = typeof page === 'string' ? parseHtml(page) : page;
  const html = firstElement(tree, (element) => element.tagName === 'html');
  const lang = (html && attribute(html, 'lang')) ?? '';
  return {
    all: everyText(tree),
    visible: visibleText(tree),
    early: firstScreensText(tree),
    bold: findElements(tree, isBold)
      .map((element) => visibleText(element))
      .join(' '),
    lang,
    otherLanguages: otherLanguageText(tree, lang),
  };
}

/**
 * Code points of a text that a family draws, sorted. A character's compatibility decomposition
 * comes along (Thai SARA AM ำ is drawn as NIKHAHIT ํ + SARA AA า by the font's shaping rules, so a
 * subset without ํ shows a gap where ำ should be).
 */
export function codePoints(text: string, covers: (code: number) => boolean): number[] {
  const codes = new Set<number>();
  // A page repeats a few hundred distinct characters thousands of times: each is looked at once.
  eachDistinctCode(text, (code) => {
    for (const part of codesOf(code)) if (covers(part)) codes.add(part);
    return false;
  });
  return [...codes].sort((a, b) => a - b);
}

/** Whether a text has a character a family draws (codePoints(…).length > 0, stopping at the first). */
export function hasCodePoint(text: string, covers: (code: number) => boolean): boolean {
  return eachDistinctCode(text, (code) => codesOf(code).some(covers));
}

/**
 * When each distinct code point was last seen, the marks of one call all equal to `pass`: no set of
 * seen characters is built for each of the thousands of calls a build makes.
 */
const lastSeen = new Uint32Array(0x110000);
let pass = 0;

function eachDistinctCode(text: string, visit: (code: number) => boolean): boolean {
  pass += 1;
  if (pass === 0xffffffff) {
    lastSeen.fill(0);
    pass = 1;
  }
  for (let index = 0; index < text.length; index += 1) {
    const code = text.codePointAt(index)!;
    if (code > 0xffff) index += 1;
    if (lastSeen[code] === pass) continue;
    lastSeen[code] = pass;
    if (visit(code)) return true;
  }
  return false;
}

/** A code point and those of its compatibility decomposition (NFKD), memoized. */
const codesOf = remembered((code: number): readonly number[] => {
  const char = String.fromCodePoint(code);
  return [...new Set([char, ...char.normalize('NFKD')])].map((part) => part.codePointAt(0)!);
});

/** Characters most used first (by the number of `pages` that show them), ties by code point. */
export function orderByUse(codes: Iterable<number>, pages: ReadonlyArray<readonly number[]>): number[] {
  const pagesUsing = new Map<number, number>();
  for (const page of pages)
    for (const code of new Set(page)) pagesUsing.set(code, (pagesUsing.get(code) ?? 0) + 1);
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
  for (let index = 0; index < sorted.length; index += 1) {
    const start = sorted[index]!;
    while (sorted[index + 1] === sorted[index]! + 1) index += 1;
    parts.push(start === sorted[index] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[index]!)}`);
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

/**
 * An @font-face of these declarations with the webfont's vertical metrics pinned (ascent, descent
 * and line-gap overrides) and exactly `codes` as its range: any other character falls through.
 */
function faceRule(
  declarations: readonly string[],
  metrics: VerticalMetrics,
  codes: readonly number[],
): string {
  const percent = (value: number) => `${((Math.abs(value) / metrics.unitsPerEm) * 100).toFixed(2)}%`;
  return [
    '@font-face{',
    ...declarations,
    `ascent-override:${percent(metrics.ascender)};`,
    `descent-override:${percent(metrics.descender)};`,
    `line-gap-override:${percent(metrics.lineGap)};`,
    `unicode-range:${unicodeRange(codes)};`,
    '}',
  ].join('');
}

export interface FontFaceRule extends Pick<SubsetFile, 'family' | 'weight' | 'url'> {
  local: readonly string[];
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
  const declarations = [`font-family:"${rule.family}";`, 'font-style:normal;', `font-weight:${rule.weight};`];
  return faceRule(
    [...declarations, 'font-display:block;', `src:${sources.join(',')};`],
    rule.metrics,
    rule.codes,
  );
}

/** The @font-face of a metrics font (fonts/metrics-font.ts): inline, so it is there for the first layout. */
export function metricsFaceRule(
  family: string,
  font: Uint8Array,
  codes: readonly number[],
  metrics: VerticalMetrics,
): string {
  const src = `src:url(data:font/ttf;base64,${Buffer.from(font).toString('base64')}) format("truetype");`;
  return faceRule([`font-family:"${family}";`, 'font-display:block;', src], metrics, codes);
}

export interface SubsetFile {
  family: string;
  weight: number;
  url: string;
  codes: Set<number>;
}

/**
 * The font-load script's one body: document.fonts.load for each [font, characters] pair of its
 * element's `data-now`, and of `data-late` before printing. A file that fails to load (offline)
 * sets `data-fonts-failed` on the root: fonts.css then lets the device's own font draw. One body
 * for every page: the deploy's site-wide policy lists its one hash (issue 88 item 5).
 */
const FONT_LOAD_BODY = `(function(s,f){function failed(){document.documentElement.setAttribute("data-fonts-failed","")}function load(a){if(a)JSON.parse(a).forEach(function(l){f.load(l[0],l[1]).catch(failed)})}if(!f||!s)return;f.addEventListener("loadingerror",failed);load(s.getAttribute("data-now"));var late=s.getAttribute("data-late");if(late)addEventListener("beforeprint",function(){load(late)},{once:true})})(document.currentScript,document.fonts)`;

/**
 * The inline script that starts a page's font downloads as soon as the head is parsed: per face, one
 * character of the page's text from every subset file it needs, passed to `document.fonts.load`.
 * Without it a file is requested only when layout meets one of its characters, late, and the page
 * reflows as each arrives; unlike a preload it tries `local()` first. `late`: files loaded only
 * before printing (a file the print layout only then requests may miss the printout). Empty when the
 * page needs no subset file.
 */
export function fontLoadScript(
  files: readonly SubsetFile[],
  text: PageText,
  late: readonly SubsetFile[] = [],
): string {
  const samples = (from: readonly SubsetFile[]) => {
    const byFont = new Map<string, string>();
    for (const file of from) {
      const pageCodes = codePoints(file.weight >= 600 ? text.bold : text.visible, (code) =>
        file.codes.has(code),
      );
      if (pageCodes.length === 0) continue;
      const font = `${file.weight} 1em "${file.family}"`;
      byFont.set(font, (byFont.get(font) ?? '') + String.fromCodePoint(pageCodes[0]!));
    }
    return escapeHtml(JSON.stringify([...byFont]));
  };
  const now = samples(files);
  const later = samples(late);
  if (now === '[]' && later === '[]') return '';
  const lateAttribute = later === '[]' ? '' : ` data-late="${later}"`;
  return `<script data-font-load data-now="${now}"${lateAttribute}>${registerInlineScript(FONT_LOAD_BODY)}</script>`;
}

/**
 * What an earlier run of the step put in a page: inline faces, section sizes (first-screens.ts),
 * the font-load script, font preloads.
 */
function addedByFontStep(element: Element): boolean {
  const has = (name: string) => attribute(element, name) !== undefined;
  if (element.tagName === 'style') return has('dataFontFaces') || has('dataSectionSizes');
  if (element.tagName === 'script') return has('dataFontLoad');
  const fontPreload = hasToken(element, 'rel', 'preload') && attribute(element, 'as') === 'font';
  return (
    element.tagName === 'link' && fontPreload && (attribute(element, 'href') ?? '').startsWith('/fonts/')
  );
}

/** A built page and its tree (parsed with tag positions, for fontInsertOffset). */
export interface ParsedPage {
  html: string;
  tree: Root;
}

/**
 * A built page without the inline faces and font-load script the build adds (and font preloads
 * earlier builds added), so the step can run again on a built site; parsed once when it has none.
 */
export function parsedWithoutFontFaces(html: string): ParsedPage {
  const tree = parseHtml(html, { tagPositions: true });
  const added = findElements(tree, addedByFontStep).flatMap((element) => sourceRange(element) ?? []);
  if (added.length === 0) return { html, tree };
  const rest = replaceRanges(
    html,
    added.map((range) => ({ ...range, text: '' })),
  );
  return { html: rest, tree: parseHtml(rest, { tagPositions: true }) };
}

/**
 * Where the step puts a page's faces and load script (an offset in its HTML): early in <head>,
 * right after `<meta name="viewport">` when the head has it, else just before `</head>`.
 * Undefined for a page without `</head>` (left as it is).
 */
export function fontInsertOffset(page: ParsedPage): number | undefined {
  const head = firstElement(page.tree, (element) => element.tagName === 'head');
  const end = head && tagRange(head, 'end')?.start;
  if (end === undefined) return undefined;
  const viewport = firstElement(
    page.tree,
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'viewport',
  );
  const after = viewport && sourceRange(viewport);
  return after && after.start < end ? after.end : end;
}
