/**
 * Thai borrowed game words on one line (issue 46, item 7). A browser breaks Thai lines by its
 * dictionary, which lacks the game's borrowed words (มอนส|เตอร์, อินิชิ|เอทีฟ): after the build, the
 * Thai pages' text wraps each word of the project's list (@polyhedral/i18n THAI_BORROWED_WORDS) in
 * `<span class="th-word">`, an inline block that never breaks inside (site.css). Being an atomic
 * inline, it also cuts the text beside it into separate runs for the dictionary, so ของ|มอนสเตอร์
 * breaks between the words, not as ขอ|งมอนสเตอร์. The text itself is unchanged (search, copy, find
 * in page). Islands are left to Preact (their strings are joined: joinBorrowedWordsIn), and so are
 * scripts, styles, form fields and code.
 */
import { borrowedWordRanges } from '@polyhedral/i18n';
import { escapeHtml } from '@polyhedral/markdown';
import type { Element, Root, RootContent } from 'hast';
import { parseHtml, replaceRanges, type SourceRange, sourceRange } from '../lib/built-html.ts';

/** Elements whose text is not laid out as prose, or belongs to Preact. */
const SKIP = new Set([
  'head',
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'option',
  'code',
  'pre',
  'kbd',
  'svg',
  'astro-island',
  'astro-slot',
]);

export const THAI_WORD_CLASS = 'th-word';

/** An element whose text is left as it is: not prose, Preact's, editable, or a word already wrapped. */
function skipped(element: Element): boolean {
  const classes = element.properties.className;
  return (
    SKIP.has(element.tagName) ||
    Boolean(element.properties.contentEditable) ||
    (Array.isArray(classes) && classes.includes(THAI_WORD_CLASS))
  );
}

/** A text node's source range and the HTML written in its place. */
export type ThaiWordEdit = SourceRange & { text: string };

/**
 * A text node's decoded text (from the parsed tree) written back as HTML through the one escaper;
 * a non-breaking space is written back as the `&nbsp;` it was, so it stays visible in the source.
 */
function escapeText(text: string): string {
  return escapeHtml(text).replaceAll('\u00a0', '&nbsp;');
}

/** A text with each listed word wrapped, escaped as HTML; null when it holds none. */
function wrapped(text: string): string | null {
  const ranges = borrowedWordRanges(text);
  if (ranges.length === 0) return null;
  let out = '';
  let at = 0;
  for (const { word, start, end } of ranges) {
    out += `${escapeText(text.slice(at, start))}<span class="${THAI_WORD_CLASS}">${word}</span>`;
    at = end;
  }
  return out + escapeText(text.slice(at));
}

/** A Thai page's text edits (each listed word wrapped), from its parsed tree, and how many words. */
function thaiWordEdits(tree: Root): { edits: ThaiWordEdit[]; wrapped: number } {
  const edits: ThaiWordEdit[] = [];
  let count = 0;
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text') {
      const text = wrapped(node.value);
      const range = sourceRange(node);
      if (text !== null && range) {
        edits.push({ ...range, text });
        count += borrowedWordRanges(node.value).length;
      }
      return;
    }
    if (node.type !== 'root' && node.type !== 'element') return;
    if (node.type === 'element' && skipped(node as Element)) return;
    for (const child of node.children) walk(child);
  };
  walk(tree);
  return { edits, wrapped: count };
}

/**
 * A built page with its Thai borrowed words wrapped, its edits and how many words it wrapped;
 * `tree` when the caller has parsed `html` already (the font step, which does this for every page
 * under /th/ from its one parse: subset-fonts.ts).
 */
export function keepThaiWordsInHtml(
  html: string,
  tree: Root = parseHtml(html),
): { html: string; edits: ThaiWordEdit[]; wrapped: number } {
  const { edits, wrapped } = thaiWordEdits(tree);
  return { html: edits.length === 0 ? html : replaceRanges(html, edits), edits, wrapped };
}
