/**
 * What thai-breaks.built.ts reads of each built Thai page (dist/th/): its visible text as the line
 * breaker meets it and its listed borrowed words, each kept on one line or not. The parsed trees
 * come from the one pass over dist/ (built-pages-pass.ts).
 */
import { borrowedWordRanges, THAI_BORROWED_WORDS } from '@polyhedral/i18n';
import type { Root, RootContent } from 'hast';
import { hasToken, visibleText } from '../../src/lib/built-html.ts';

/** Text as the line breaker meets it: a word joiner joins, a zero-width space is a break. */
const asShown = (text: string) => text.replaceAll('\u2060', '').replaceAll('\u200b', ' ');

/**
 * Text the build leaves to the browser's own line breaking: not laid out as prose (the build's
 * integrations/thai-borrowed-words.ts skips the same elements but islands, whose strings are joined).
 */
const NOT_PROSE = new Set(['head', 'script', 'style', 'template', 'textarea', 'title', 'option', 'svg']);

/**
 * Each listed borrowed word in a page's prose that nothing keeps on one line, as "word: context":
 * a word is kept when it is inside `<span class="th-word">` (the build wraps static text) or joined
 * by word joiners (an island's strings, joinBorrowedWords: a joined word no longer matches the list).
 * The browser's part is the layout of such a span (check 88 measures it at ten phone widths).
 */
export function unkeptBorrowedWords(tree: Root, words: readonly string[] = THAI_BORROWED_WORDS): string[] {
  const found: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text') {
      for (const { word, start, end } of borrowedWordRanges(node.value, words))
        found.push(`${word}: ${node.value.slice(Math.max(0, start - 8), end + 8)}`);
      return;
    }
    if (node.type !== 'root' && node.type !== 'element') return;
    if (node.type === 'element' && (NOT_PROSE.has(node.tagName) || hasToken(node, 'className', 'th-word')))
      return;
    for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

export interface ThaiPage {
  /** The file under dist/ (`th/rules/Combat/index.html`). */
  file: string;
  /** Its visible text, as the line breaker meets it. */
  text: string;
  /** How many listed words the build wrapped, and the ones nothing keeps together. */
  wrapped: number;
  unkept: string[];
}

/** What the checks read of a built page under dist/th/ (`file` relative to dist/); undefined for another page. */
export function thaiPageOf(file: string, tree: Root, html: string): ThaiPage | undefined {
  if (!file.startsWith('th/')) return undefined;
  return {
    file,
    text: asShown(visibleText(tree)),
    wrapped: html.split('<span class="th-word">').length - 1,
    unkept: unkeptBorrowedWords(tree),
  };
}
