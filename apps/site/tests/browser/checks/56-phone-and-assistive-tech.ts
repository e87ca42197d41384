/**
 * On a phone and with assistive technology: the result stays in view while editing, the live region
 * never leaves the page, term tooltips stay on screen and close on Escape, search speaks the page's
 * language, calculator buttons keep their labels on one line, and every page's own rule ID is an
 * anchor on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@polyhedral/i18n';
import type { Locator, Page } from 'playwright-core';
import { expect, openSearch, type Scenario } from '../harness.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect !== null, 'element has no box (not displayed)');
  return rect;
}

async function reach(page: Page, kind: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator="${kind}"]`).first();
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  return slot;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const scenario: Scenario = {
  name: 'Phone and assistive technology: result in view, live region, tooltips, search, anchors',
  checks: [
    {
      name: 'on a phone, the damage calculator’s result summary stays on screen while its first field is edited',
      run: async (context) => {
        const { page, close } = await context.newPage(PHONE);
        try {
          await page.goto(`${context.baseUrl}/zh/rules/DamageandHealing/`);
          const slot = await reach(page, 'damage-application');
          const field = slot.locator('input[type="text"]').first();
          await field.scrollIntoViewIfNeeded();
          await field.fill('15');
          await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          const calc = await box(slot.locator('.calc'));
          expect(
            calc.height > 844,
            `the calculator is ${calc.height} px tall: the case needs it taller than the screen`,
          );
          const summary = slot.locator('.calc-summary');
          const rect = await box(summary);
          expect(
            rect.y >= 0 && rect.y + rect.height <= 844 + 1,
            `summary at y=${rect.y}..${rect.y + rect.height}`,
          );
          const text = (await summary.textContent()) ?? '';
          const firstFigure = ((await slot.locator('.calc-figure dd').first().textContent()) ?? '').trim();
          expect(
            firstFigure !== '' && text.includes(firstFigure),
            `summary "${text}" names "${firstFigure}"`,
          );
          await field.blur();
          await page.locator('h1').first().click();
          expect(
            !(await summary.isVisible()) || (await box(summary)).height <= 1,
            'summary hidden when not editing',
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'the live region stays in the page while a field is invalid and announces the error, then the result',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/DamageandHealing/`);
          const slot = await reach(page, 'dice');
          const live = slot.locator('[aria-live="polite"].calc-live');
          expect((await live.count()) === 1, 'one live region');
          const field = slot.locator('input[type="text"]').first();
          await field.fill('2d');
          const error = ((await slot.locator('.calc-field .calc-error').first().textContent()) ?? '').trim();
          await page.waitForFunction(
            ([el, want]) => (el as HTMLElement).textContent?.includes(want as string),
            [await live.elementHandle(), error] as const,
          );
          await field.fill('4d6');
          await page.waitForFunction(
            (el) => !(el as HTMLElement).textContent?.includes('2d'),
            await live.elementHandle(),
          );
          const text = (await live.textContent()) ?? '';
          expect(text.trim() !== '' && text !== error, `live region after a fix: "${text}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'term tooltips (desktop): inside the window, never over the table of contents, closed by Escape',
      run: async (context) => {
        const { page, close } = await context.newPage({ viewport: { width: 1280, height: 900 } });
        try {
          await page.goto(`${context.baseUrl}/en/rules/Conditions/`);
          const toc = await box(page.locator('.right-sidebar').first());
          const links = page.locator('.sl-markdown-content a.term[data-definition]');
          const tip = page.locator('.term-tooltip');
          for (let i = 0; i < Math.min(6, await links.count()); i += 1) {
            await links.nth(i).hover();
            const rect = await box(tip);
            expect(rect.x >= 0 && rect.x + rect.width <= 1280, `tooltip ${i} x=${rect.x} w=${rect.width}`);
            expect(!overlaps(rect, toc), `tooltip ${i} covers the table of contents`);
          }
          await page.keyboard.press('Escape');
          expect(!(await tip.isVisible()), 'Escape closes the tooltip');
          await links.first().focus();
          await page.keyboard.press('Tab');
          expect(await tip.isVisible(), 'keyboard focus on a term shows its definition');
          await page.keyboard.press('Escape');
          expect(!(await tip.isVisible()), 'Escape closes the tooltip opened by keyboard');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'term tooltips (phone): a definition opened near the right edge stays on the screen',
      run: async (context) => {
        const { page, close } = await context.newPage(PHONE);
        try {
          await page.goto(`${context.baseUrl}/th/rules/Conditions/`);
          const links = page.locator('.sl-markdown-content a.term[data-definition]');
          const tip = page.locator('.term-tooltip');
          for (let i = 0; i < Math.min(6, await links.count()); i += 1) {
            await links.nth(i).scrollIntoViewIfNeeded();
            await links.nth(i).focus();
            await page.keyboard.press('Shift+Tab');
            await page.keyboard.press('Tab');
            const rect = await box(tip);
            expect(rect.x >= 0 && rect.x + rect.width <= 390, `tooltip ${i} x=${rect.x} w=${rect.width}`);
          }
        } finally {
          await close();
        }
      },
    },
    {
      name: 'on a 360 px phone every calculator button keeps its label on one line, in every language (คัดลอกลิงก์ beside a long title)',
      run: async (context) => {
        const { page, close } = await context.newPage({ ...PHONE, viewport: { width: 360, height: 740 } });
        try {
          const wrapped: string[] = [];
          for (const locale of LOCALES) {
            for (const rule of ['DamageandHealing', 'D20Tests', 'CreateYourCharacter', 'LevelAdvancement']) {
              await page.goto(`${context.baseUrl}/${locale}/rules/${rule}/`);
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
          expect(wrapped.length === 0, wrapped.join('; '));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'search results speak the page’s language (Thai: count, "load more"; Chinese: "clear")',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th/rules/RhythmofPlay/`);
          const input = await openSearch(page);
          await input.fill('ความ');
          const message = page.locator('#starlight__search .pagefind-ui__message');
          await page.waitForFunction(() =>
            /ผลลัพธ์/.test(
              document.querySelector('#starlight__search .pagefind-ui__message')?.textContent ?? '',
            ),
          );
          const text = (await message.textContent()) ?? '';
          expect(!/results? for/i.test(text), `Thai result count: "${text}"`);
          const more = page.locator('#starlight__search .pagefind-ui__button');
          if ((await more.count()) > 0) {
            const label = (await more.first().textContent()) ?? '';
            expect(!/Load more/i.test(label), `load more: "${label}"`);
          }
          const clear =
            (await page.locator('#starlight__search .pagefind-ui__search-clear').textContent()) ?? '';
          expect(clear.trim() === 'ล้าง', `clear: "${clear}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'every rule page has an element with its own rule ID, in every locale (and #RhythmofPlay targets it)',
      run: async (context) => {
        const missing: string[] = [];
        for (const locale of LOCALES) {
          const rulesDir = path.join(context.distDir, locale, 'rules');
          for (const id of readdirSync(rulesDir)) {
            const html = readFileSync(path.join(rulesDir, id, 'index.html'), 'utf8');
            if (html.includes('http-equiv="refresh"')) continue; // a section's redirect page
            if (!html.includes(`id="${id}"`)) missing.push(`/${locale}/rules/${id}/`);
          }
        }
        expect(
          missing.length === 0,
          `${missing.length} pages lack their own ID: ${missing.slice(0, 8).join(', ')}`,
        );
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/RhythmofPlay/#RhythmofPlay`);
          expect((await page.locator(':target').count()) === 1, 'no element is the target of #RhythmofPlay');
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
