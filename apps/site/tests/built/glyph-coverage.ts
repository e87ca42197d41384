/**
 * Whether every character a built zh, zh-Hant or Thai page shows in its own script is in a
 * web-font file that page declares for that script (76-glyph-coverage's check, read from the tree
 * of each built page): its visible text and its inline @font-face rules, no browser. The parsed
 * trees come from the build audit's one pass over dist/ (support/built-pages-pass.ts).
 */
import type { Root } from 'hast';
import { pageText } from '../../src/integrations/fonts/font-subsets.ts';
import { attribute, firstElement, isTag, textContent, visibleText } from '../../src/lib/built-html.ts';
import { parseFontFaces } from '../../tools/font-faces.ts';
import { COVERED_PAGE_LANGS, charactersWithoutFace } from '../support/page-coverage.ts';

/** The locales (dist/ folders) whose pages are read. */
export const GLYPH_LOCALES = ['zh', 'zh-hant', 'th'] as const;

export interface GlyphCoverage {
  /** Pages read per locale (those in a covered language). */
  read: Map<string, number>;
  /** One line per page and language with a character in no declared web-font file. */
  found: string[];
}

/** An empty tally, filled page by page with `glyphCoverageOf`. */
export function newGlyphCoverage(): GlyphCoverage {
  return { read: new Map(), found: [] };
}

/** Adds one built page (`file` relative to dist/, e.g. `zh/rules/Combat/index.html`) to the tally. */
export function glyphCoverageOf(coverage: GlyphCoverage, file: string, tree: Root): void {
  const locale = GLYPH_LOCALES.find((one) => file.startsWith(`${one}/`));
  if (!locale) return;
  const { lang, otherLanguages } = pageText(tree);
  if (!COVERED_PAGE_LANGS.includes(lang)) return;
  // The page's own text, and each element in another language (a zh-Hant page's link to its zh
  // page, the language menu) by that language's faces.
  const own = visibleText(tree, (element) => {
    const of = attribute(element, 'lang');
    return element.tagName !== 'html' && of !== undefined && of !== lang;
  });
  coverage.read.set(locale, (coverage.read.get(locale) ?? 0) + 1);
  const style = firstElement(
    tree,
    (element) => isTag('style')(element) && attribute(element, 'dataFontFaces') !== undefined,
  );
  const faces = style ? parseFontFaces(textContent(style)) : [];
  for (const [textLang, text] of [[lang, own], ...Object.entries(otherLanguages)] as const) {
    const missing = charactersWithoutFace(textLang, text, faces);
    if (missing)
      coverage.found.push(`${file}: ${missing} (${textLang}) in no web-font file the page declares`);
  }
}
