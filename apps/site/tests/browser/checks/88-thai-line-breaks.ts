import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectCalculatorComputes } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import { PHONE_WIDTHS, splitBorrowedWords } from '../support/thai-line-breaks.ts';

/**
 * Thai lines break between words (browser/thai-word-breaks.ts): Chromium breaks Thai by its
 * dictionary, so the page is left as built; where a browser cannot (forced here), `<wbr>` goes
 * between Thai words, the text reads the same, no line breaks inside a word, the calculators work.
 *
 * The dictionary does not know the game's borrowed words (มอนส|เตอร์, อินิชิ|เอทีฟ), so the checks of
 * those compare with the project's own list (@polyhedral/i18n THAI_BORROWED_WORDS), never with the
 * browser's word boundaries: on the tracker, the quick reference and the printed pages, at a range of
 * phone widths, no line may end inside a listed word.
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

/** The page as the browser would lay it out without the fix: th-word spans unwrapped, joiners taken out. */
async function undoKeepingWordsTogether(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const span of document.querySelectorAll('span.th-word')) span.replaceWith(...span.childNodes);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (/[\u2060\u200b]/.test(node.data)) node.data = node.data.replace(/[\u2060\u200b]/g, '');
    }
    document.body.normalize();
  });
}

/** Split listed words of `selector` at each phone width, "width: word: context". */
async function splitsAcrossWidths(page: Page, selector: string, widths = PHONE_WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(() => document.fonts.ready);
    for (const split of await splitBorrowedWords(page, selector)) found.push(`${width}px ${split}`);
  }
  return found;
}

/**
 * No listed word of `selector` split at any of `widths`; then, with the fix undone, the browser
 * alone splits some (so the check can fail): "what" names the place in the log.
 */
async function expectKeptTogether(page: Page, what: string, selector = 'main', widths = PHONE_WIDTHS) {
  expect(await splitsAcrossWidths(page, selector, widths)).toEqual([]);
  await undoKeepingWordsTogether(page);
  const without = await splitsAcrossWidths(page, selector, widths);
  console.log(
    `th ${what} without the list: ${without.length} splits, e.g. ${without.slice(0, 3).join(' / ')}`,
  );
  expect(without.length, `the browser alone splits listed words in the ${what}`).toBeGreaterThan(0);
}

/** The tracker, ready, with one monster added under a name that holds a listed word. */
async function trackerWithMonster(page: Page, name: string): Promise<void> {
  await page.goto('/th/tracker/');
  await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
  await page.locator('#tracker-add-name').fill(name);
  await page.locator('#tracker-add-kind').selectOption('monster');
  await page.locator('#tracker-add-init').fill('2');
  await page.locator('#tracker-add-ac').fill('15');
  await page.locator('#tracker-add-hp').fill('7');
  await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
  await expect(page.locator(`[data-creature-name="${name}"]`)).toBeVisible();
}

async function expectThaiFont(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const family = await page.locator('main').evaluate((main) => getComputedStyle(main).fontFamily);
  expect(family, 'the Thai webfont is in the stack').toMatch(/Noto Sans Thai/);
}

test.describe('Thai borrowed words (the project’s list) never split across lines', () => {
  test('the quick reference on a phone: no listed word split at any width; without the fix some are', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/th/quick/');
    await expectThaiFont(page);
    expect(await page.locator('main span.th-word').count(), 'words kept together').toBeGreaterThan(30);
    await expectKeptTogether(page, 'quick reference');
  });

  test('the tracker on a phone, empty and with a monster added: no listed word split; without the fix some are', async ({
    newPage,
  }) => {
    // The empty table shows the tracker's introduction (a phone hides it while a fight runs): the
    // words the browser alone splits are there.
    const { page: empty } = await newPage(PHONE);
    await empty.goto('/th/tracker/');
    await empty.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
    await expectThaiFont(empty);
    await expectKeptTogether(empty, 'tracker');
    const { page } = await newPage(PHONE);
    await trackerWithMonster(page, 'ก็อบลิน');
    expect(await splitsAcrossWidths(page, 'main', PHONE_WIDTHS), 'the tracker with a monster').toEqual([]);
  });

  test('a rule page, the glossary and the attribution page, footer included: none split at ten widths', async ({
    newPage,
  }) => {
    // That each listed word on every Thai page is kept together (a th-word span, or joined in an
    // island) is the built HTML's (tests/built/thai-breaks.built.ts); here, that a kept word stays
    // whole at ten widths in the page kinds' layouts: a rule page with its sidebar and playtest
    // notes (เพลย์เทสต์), the glossary's list, the attribution table and the footer
    // (ครีเอทีฟคอมมอนส์, on every page).
    const { page } = await newPage(PHONE);
    const pages = ['rules/Exploration/', 'glossary/', 'attribution/'];
    const found: string[] = [];
    for (const pagePath of pages) {
      await page.goto(`/th/${pagePath}`);
      await expectThaiFont(page);
      for (const split of await splitsAcrossWidths(page, 'body')) found.push(`/th/${pagePath} ${split}`);
    }
    expect(found).toEqual([]);
    // The check can fail: without the fix, the browser splits the footer's word on this page (the
    // last one loaded).
    await undoKeepingWordsTogether(page);
    const without = await splitsAcrossWidths(page, 'body');
    console.log(
      `th attribution without the list: ${without.length} splits, e.g. ${without.slice(0, 3).join(' / ')}`,
    );
    expect(without.filter((split) => split.includes('ครีเอทีฟคอมมอนส์')).length).toBeGreaterThan(0);
  });

  test('print: the quick reference and the tracker’s initiative card (A4 width) split no listed word', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 794, height: 1123 } });
    await page.emulateMedia({ media: 'print' });
    await page.goto('/th/quick/');
    await expectThaiFont(page);
    expect(await splitsAcrossWidths(page, 'main', [718, 794])).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
    // A name typed at the table holds a listed word too (ก็อบลิน): the card's name column is narrow.
    await trackerWithMonster(page, 'ก็อบลินแดง');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('tracker-card')).toBeVisible();
    await expectKeptTogether(page, 'printed card', '[data-testid="tracker-card"]', [560, 640, 718, 794]);
  });
});
