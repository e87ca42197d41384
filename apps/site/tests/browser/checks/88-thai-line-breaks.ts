import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectCalculatorComputes } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';

/**
 * Thai lines break between words (browser/thai-word-breaks.ts): Chromium breaks Thai by its
 * dictionary, so the page is left as built; where a browser cannot (forced here), `<wbr>` goes
 * between Thai words, the text reads the same, no line breaks inside a word, the calculators work.
 */

/** Line breaks inside a Thai word (by Intl.Segmenter) in the page's visible Thai text. */
async function breaksInsideWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // Word boundaries of each element's whole text: a <wbr> splits one word into two text nodes.
    const boundaries = new Map<Element, Set<number>>();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || !/[\u0e00-\u0e7f]/.test(node.data) || parent.offsetParent === null) continue;
      if (!boundaries.has(parent)) {
        const set = new Set<number>([0, parent.textContent!.length]);
        for (const s of segmenter.segment(parent.textContent!)) set.add(s.index);
        boundaries.set(parent, set);
      }
      let before = 0;
      for (const child of parent.childNodes) {
        if (child === node) break;
        before += child.textContent?.length ?? 0;
      }
      let top: number | null = null;
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (top !== null && rect.top > top + 1 && !boundaries.get(parent)!.has(before + i))
          found.push(node.data.slice(Math.max(0, i - 6), i + 6));
        top = rect.top;
      }
    }
    return found;
  });
}

test('Chromium breaks Thai by words itself: the page is left as built', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/th/rules/Combat/');
  await expect(page.locator('html')).toHaveAttribute('data-thai-breaks', 'native');
  await expect(page.locator('main wbr')).toHaveCount(0);
  expect(await breaksInsideWords(page)).toEqual([]);
});

test('a browser that cannot: <wbr> between Thai words, the same text, no break inside a word, calculators work', async ({
  newPage,
}) => {
  const native = await newPage(PHONE);
  await native.page.goto('/th/rules/D20Tests/');
  await expect(native.page.locator('html')).toHaveAttribute('data-thai-breaks', 'native');
  const text = await native.page.locator('main').textContent();

  const { page } = await newPage(PHONE);
  await page.addInitScript(() => sessionStorage.setItem('polyhedral.thai-breaks', 'wbr'));
  await page.goto('/th/rules/D20Tests/');
  await expect(page.locator('html')).toHaveAttribute('data-thai-breaks', 'wbr');
  const inserted = Number(await page.locator('html').getAttribute('data-thai-wbr'));
  console.log(`th D20Tests: ${inserted} word breaks inserted`);
  expect(inserted).toBeGreaterThan(500);
  expect(await page.locator('main').textContent(), 'the text reads the same').toBe(text);
  expect(await breaksInsideWords(page)).toEqual([]);
  // Islands are left to Preact: the calculator still computes.
  await expectCalculatorComputes(page, 'the D20 test calculator with <wbr> in the page');
});
