/**
 * The webfont rules a built page carries: its inline `<style data-font-faces>` (written by
 * integrations/fonts/subset-fonts.ts), read as a tree (lib/built-html.ts), never with a regular
 * expression over the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attribute, firstElement, parseHtml, textContent } from '../../../src/lib/built-html.ts';
import { type FontFace, parseFontFaces } from '../../../tools/font-faces.ts';

export interface BuiltFontFaces {
  /** The @font-face rules, in order. */
  faces: FontFace[];
  /** The late page group files the page names (`data-late-fonts`: integrations/fonts/split-groups.ts). */
  late: string[];
}

/** The font rules of the built page `page` (a path under dist/ without index.html, e.g. `zh/rules/D20Tests`). */
export function builtFontFaces(distDir: string, page: string): BuiltFontFaces {
  const tree = parseHtml(readFileSync(path.join(distDir, page, 'index.html'), 'utf8'));
  const style = firstElement(
    tree,
    (element) => element.tagName === 'style' && attribute(element, 'dataFontFaces') !== undefined,
  );
  if (!style) return { faces: [], late: [] };
  return {
    faces: parseFontFaces(textContent(style)),
    late: (attribute(style, 'dataLateFonts') ?? '').split(' ').filter(Boolean),
  };
}
