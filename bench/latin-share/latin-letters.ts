/**
 * How much of a page's main text a Thai or Chinese reader meets in Latin letters: the text of
 * `<main>` without markup, scripts and styles, less dice notation (`2d6`, `d20`) and the rules'
 * abbreviations (DC, AC, HP, XP), which stay Latin in every language. Dice keep their keep/drop,
 * reroll and explode suffixes (`4d6kh3`).
 */

import { firstElement, hasToken, isTag, parseHtml, visibleText } from '@polyhedral/site/built-html';
import type { Element } from 'hast';

/** Dice notation as the rules write it, and the abbreviations every language keeps. */
const KEPT_LATIN = /\b\d*d(?:\d+|%)(?:(?:kh|kl|dh|dl|k|r|!)\d*)*\b|\b(?:DC|AC|HP|XP)\b/g;

/**
 * The reader-visible text of the page's `<main>` element (the whole page when it has none), with
 * runs of white space made one space. `withoutPlaytest` also leaves out the collapsed Playtest
 * comparisons (`<details class="playtest">`), English by design: the Playtest has no Thai or
 * Chinese text.
 */
export function mainText(html: string, { withoutPlaytest = false } = {}): string {
  const tree = parseHtml(html);
  const main = firstElement(tree, isTag('main')) ?? tree;
  const playtest = (element: Element) =>
    element.tagName === 'details' && hasToken(element, 'className', 'playtest');
  return visibleText(main, withoutPlaytest ? playtest : undefined)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LetterCount {
  /** Latin letters left once dice notation and DC/AC/HP/XP are removed. */
  latin: number;
  /** Every letter (Unicode category L) left. */
  letters: number;
  /** latin / letters (0 for a text without letters). */
  share: number;
  /** The Latin words counted, most frequent first (to see what is left to translate). */
  words: [string, number][];
}

export function latinLetters(text: string): LetterCount {
  const rest = text.replace(KEPT_LATIN, ' ');
  const latin = rest.match(/[A-Za-z]/g)?.length ?? 0;
  const letters = rest.match(/\p{L}/gu)?.length ?? 0;
  const counts = new Map<string, number>();
  for (const word of rest.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { latin, letters, share: letters === 0 ? 0 : latin / letters, words };
}
