/**
 * Where a page's Thai lines break, measured in the browser: the split listed borrowed words (the
 * project's list, @polyhedral/i18n THAI_BORROWED_WORDS) and every line break inside a run of Thai
 * letters with the letters on each side, at the phone widths of the checks. Used by browser check
 * 88 and by `tools/thai-line-breaks.ts`, which walks every built Thai page.
 */
import type { Page } from '@playwright/test';
import { THAI_BORROWED_WORDS } from '@polyhedral/i18n';

/** Phone widths (CSS px) the text is laid out at: a listed word ends up at a line's end in some. */
export const PHONE_WIDTHS = [320, 336, 348, 360, 372, 384, 390, 402, 414, 430];

/**
 * Each listed word in the visible Thai text of `selector` that a line break splits, as "word: the
 * text around it". Joiners (U+2060, U+200B) inside the text are skipped when words are matched.
 * The words are found by one regular expression, the longest first at each place (as a scan that
 * tries every word, longest first, at each character finds them): 62 words tried at each of a rule
 * page's 18,782 Thai characters took half a second of the page's main thread per width.
 * A word is split when its first and its last drawn character are on different lines: in one text
 * node a later character is never on an earlier line, so the two ends tell what every character's
 * line did (two measurements a word instead of one a character).
 */
export async function splitBorrowedWords(
  page: Page,
  selector: string,
  words: readonly string[] = THAI_BORROWED_WORDS,
): Promise<string[]> {
  return page.evaluate(
    ({ selector, words }) => {
      const found: string[] = [];
      const root = document.querySelector(selector);
      if (!root) return [`no ${selector}`];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const sorted = words.filter((word) => word.length > 0).sort((a, b) => b.length - a.length);
      if (sorted.length === 0) return found;
      // Alternatives in that order: at the leftmost place any word starts, the longest one matches.
      const listed = new RegExp(
        sorted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
        'g',
      );
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        if (!/[\u0e00-\u0e7f]/.test(node.data) || node.parentElement?.offsetParent === null) continue;
        // The text without joiners, and where each of its characters is in the node.
        const at: number[] = [];
        let plain = '';
        for (let i = 0; i < node.data.length; i++) {
          if (node.data[i] === '\u2060' || node.data[i] === '\u200b') continue;
          at.push(i);
          plain += node.data[i];
        }
        listed.lastIndex = 0;
        for (let match = listed.exec(plain); match; match = listed.exec(plain)) {
          const word = match[0];
          const from = match.index;
          /** The line top of the first drawn character from `k` on, in steps of `step` (±1). */
          const topFrom = (k: number, step: number): number | null => {
            for (; k >= from && k < from + word.length; k += step) {
              range.setStart(node, at[k]!);
              range.setEnd(node, at[k]! + 1);
              const rect = range.getClientRects()[0];
              if (rect && rect.width > 0) return Math.round(rect.top);
            }
            return null;
          };
          const first = topFrom(from, 1);
          const last = first === null ? null : topFrom(from + word.length - 1, -1);
          if (first !== null && last !== null && last - first > 2)
            found.push(`${word}: ${plain.slice(Math.max(0, from - 8), from + word.length + 8)}`);
        }
      }
      return found;
    },
    { selector, words: [...words] },
  );
}

/**
 * Every line break that falls between two Thai letters in one text node of `selector`, as
 * "before|after" (up to 12 letters each side, joiners left out). Each line's first character is
 * found by halving the node's text (a line's top only grows along it), so a long node costs a few
 * measurements per line, not one per character.
 */
export async function thaiLineBreaks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [];
    const thai = /[\u0e01-\u0e4e\u2060\u200b]/;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (!/[\u0e00-\u0e7f]/.test(node.data) || node.parentElement?.offsetParent === null) continue;
      const length = node.data.length;
      /** The top of the first drawn character at or after `i` (null past the end). */
      const topFrom = (i: number): number | null => {
        for (let k = i; k < length; k++) {
          range.setStart(node, k);
          range.setEnd(node, k + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) return rect.top;
        }
        return null;
      };
      let start = 0;
      let top = topFrom(0);
      while (top !== null) {
        const last = topFrom(length - 1);
        if (last === null || last <= top + 1) break;
        // The first character after `start` on a lower line.
        let low = start + 1;
        let high = length - 1;
        while (low < high) {
          const middle = (low + high) >> 1;
          const t = topFrom(middle);
          if (t !== null && t > top + 1) high = middle;
          else low = middle + 1;
        }
        const at = low;
        if (thai.test(node.data[at - 1] ?? '') && thai.test(node.data[at] ?? '')) {
          let before = '';
          for (let k = at - 1; k >= 0 && thai.test(node.data[k]!) && before.length < 12; k--)
            if (!/[\u2060\u200b]/.test(node.data[k]!)) before = node.data[k] + before;
          let after = '';
          for (let k = at; k < length && thai.test(node.data[k]!) && after.length < 12; k++)
            if (!/[\u2060\u200b]/.test(node.data[k]!)) after += node.data[k];
          found.push(`${before}|${after}`);
        }
        start = at;
        top = topFrom(at);
      }
    }
    return found;
  }, selector);
}
