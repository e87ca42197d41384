/**
 * On a phone and with assistive technology: the result stays in view while editing, the live region
 * never leaves the page, term tooltips stay on screen and close on Escape, search speaks the page's
 * language, calculator buttons keep their labels on one line, and every page's own rule ID is an
 * anchor on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { WRITTEN_LOCALES } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { openSearch } from '../support/search.ts';

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect, 'element has no box (not displayed)').not.toBeNull();
  return rect!;
}

async function reach(page: Page, kind: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator="${kind}"]`).first();
  await scrollIntoView(slot);
  await slot.locator('input, select').first().focus();
  await expect(slot.locator('astro-island:not([ssr])').first(), `${kind} hydrated`).toBeAttached();
  return slot;
}

/** A term link's definition: the text of the element its aria-describedby names (held once on the page). */
async function definitionOf(link: Locator): Promise<string> {
  const id = (await link.getAttribute('aria-describedby')) ?? '';
  return (await link.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('Phone and assistive technology: result in view, live region, tooltips, search, anchors', () => {
  test('on a phone, the damage calculator’s result summary stays on screen while its first field is edited', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/zh/rules/DamageandHealing/');
    const slot = await reach(page, 'damage-application');
    const field = slot.locator('input[type="text"]').first();
    await scrollIntoView(field);
    await field.fill('15');
    await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const calc = await box(slot.locator('.calc'));
    expect(
      calc.height,
      `the calculator is ${calc.height} px tall: the case needs it taller than the screen`,
    ).toBeGreaterThan(844);
    const summary = slot.locator('.calc-summary');
    // The summary sticks to the bottom of the screen: poll its box until the scroll has settled.
    await expect.poll(async () => (await box(summary)).y, 'summary top on screen').toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const rect = await box(summary);
        return rect.y + rect.height;
      }, 'summary bottom on screen')
      .toBeLessThanOrEqual(844 + 1);
    const firstFigure = ((await slot.locator('.calc-figure dd').first().textContent()) ?? '').trim();
    expect(firstFigure, 'a first result figure').not.toBe('');
    await expect(summary, `summary names "${firstFigure}"`).toContainText(firstFigure);
    await field.blur();
    await page.locator('h1').first().click();
    await expect
      .poll(
        async () => !(await summary.isVisible()) || (await box(summary)).height <= 1,
        'summary hidden when not editing',
      )
      .toBe(true);
  });

  test('the live region stays in the page while a field is invalid and announces the error, then the result', async ({
    page,
  }) => {
    await page.goto('/en/rules/DamageandHealing/');
    const slot = await reach(page, 'dice');
    const live = slot.locator('[aria-live="polite"].calc-live');
    await expect(live, 'one live region').toHaveCount(1);
    const field = slot.locator('input[type="text"]').first();
    await field.fill('2d');
    const error = ((await slot.locator('.calc-field .calc-error').first().textContent()) ?? '').trim();
    await expect(live, 'the live region announces the error').toContainText(error);
    await field.fill('4d6');
    await expect(live, 'the live region moves on from the error').not.toContainText('2d');
    const text = (await live.textContent()) ?? '';
    expect(text.trim(), 'live region after a fix').not.toBe('');
    expect(text, 'live region after a fix').not.toBe(error);
  });

  test('term tooltips (desktop): inside the window, never over the table of contents, closed by Escape', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en/rules/Conditions/');
    const toc = await box(page.locator('.right-sidebar').first());
    const links = page.locator('.sl-markdown-content a.term[aria-describedby]');
    const tip = page.locator('.term-tooltip');
    for (let i = 0; i < Math.min(6, await links.count()); i += 1) {
      await links.nth(i).hover();
      await expect(tip, `tooltip ${i} shows its term`).toHaveText(await definitionOf(links.nth(i)));
      const rect = await box(tip);
      expect(rect.x, `tooltip ${i} x=${rect.x} w=${rect.width}`).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width, `tooltip ${i} x=${rect.x} w=${rect.width}`).toBeLessThanOrEqual(1280);
      expect(overlaps(rect, toc), `tooltip ${i} covers the table of contents`).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(tip, 'Escape closes the tooltip').toBeHidden();
    await links.first().focus();
    await page.keyboard.press('Tab');
    await expect(tip, 'keyboard focus on a term shows its definition').toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip, 'Escape closes the tooltip opened by keyboard').toBeHidden();
  });

  test('term tooltips (phone): a definition opened near the right edge stays on the screen', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/th/rules/Conditions/');
    const links = page.locator('.sl-markdown-content a.term[aria-describedby]');
    const tip = page.locator('.term-tooltip');
    for (let i = 0; i < Math.min(6, await links.count()); i += 1) {
      await scrollIntoView(links.nth(i));
      await links.nth(i).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(tip, `tooltip ${i} shows its term`).toHaveText(await definitionOf(links.nth(i)));
      const rect = await box(tip);
      expect(rect.x, `tooltip ${i} x=${rect.x} w=${rect.width}`).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width, `tooltip ${i} x=${rect.x} w=${rect.width}`).toBeLessThanOrEqual(
        PHONE.viewport.width,
      );
    }
  });

  test('on a 360 px phone every calculator button keeps its label on one line, in every language (คัดลอกลิงก์ beside a long title)', async ({
    newPage,
  }) => {
    const { page } = await newPage({ ...PHONE, viewport: { width: 360, height: 740 } });
    const wrapped: string[] = [];
    for (const locale of WRITTEN_LOCALES) {
      for (const rule of ['DamageandHealing', 'D20Tests', 'CreateYourCharacter', 'LevelAdvancement']) {
        await page.goto(`/${locale}/rules/${rule}/`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const lines = await page.locator('.calc button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            const tops = new Set(
              [...range.getClientRects()]
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            return { label: button.textContent ?? '', lines: tops.size };
          }),
        );
        for (const { label, lines: count } of lines)
          if (count > 1) wrapped.push(`/${locale}/rules/${rule}/ "${label}" on ${count} lines`);
      }
    }
    expect(wrapped, wrapped.join('; ')).toEqual([]);
  });

  test('search results speak the page’s language (Thai: count, "load more"; Chinese: "clear")', async ({
    page,
  }) => {
    await page.goto('/th/rules/RhythmofPlay/');
    const input = await openSearch(page);
    await input.fill('ความ');
    const message = page.locator('#starlight__search .pagefind-ui__message');
    await expect(message, 'a Thai result count').toHaveText(/ผลลัพธ์/);
    // Read once, now that the count is Thai: an English word must not be there at all.
    expect((await message.textContent()) ?? '', 'Thai result count').not.toMatch(/results? for/i);
    const more = page.locator('#starlight__search .pagefind-ui__button');
    if ((await more.count()) > 0) {
      expect((await more.first().textContent()) ?? '', 'load more').not.toMatch(/Load more/i);
    }
    await expect(page.locator('#starlight__search .pagefind-ui__search-clear'), 'clear').toHaveText('ล้าง');
  });

  test('every rule page has an element with its own rule ID, in every locale (and #RhythmofPlay targets it)', async ({
    page,
    site,
  }) => {
    const missing: string[] = [];
    for (const locale of WRITTEN_LOCALES) {
      const rulesDir = path.join(site.distDir, locale, 'rules');
      for (const id of readdirSync(rulesDir)) {
        const html = readFileSync(path.join(rulesDir, id, 'index.html'), 'utf8');
        if (html.includes('http-equiv="refresh"')) continue; // a section's redirect page
        if (!html.includes(`id="${id}"`)) missing.push(`/${locale}/rules/${id}/`);
      }
    }
    expect(missing, `${missing.length} pages lack their own ID: ${missing.slice(0, 8).join(', ')}`).toEqual(
      [],
    );
    await page.goto('/en/rules/RhythmofPlay/#RhythmofPlay');
    await expect(page.locator(':target'), 'no element is the target of #RhythmofPlay').toHaveCount(1);
  });

  test('the attribution page fits a 390 px phone in every language (its licence texts and addresses wrap)', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    for (const locale of WRITTEN_LOCALES) {
      await page.goto(`/${locale}/attribution/`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(
        overflow,
        `/${locale}/attribution/ is wider than the phone by ${overflow} px`,
      ).toBeLessThanOrEqual(0);
      if (locale !== 'zh') continue;
      // Chinese cells break between phrases, never inside a word (开|放许可, 审|校 on a phone).
      const split = await page.evaluate(() => {
        const cells = [...document.querySelectorAll<HTMLElement>('.attribution-cell')];
        const words: string[] = [];
        for (const cell of cells) {
          if (getComputedStyle(cell).wordBreak !== 'keep-all')
            return [`word-break ${getComputedStyle(cell).wordBreak}`];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf('开放许可') ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 4);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) words.push(cell.closest('tr')?.getAttribute('data-section') ?? '?');
          }
        }
        return cells.length === 0 ? ['no .attribution-cell'] : words;
      });
      expect(split, 'zh attribution cells split inside a word').toEqual([]);
    }
  });
});
