import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distributionOf, probabilityAtLeast } from '@polyhedral/dice';
import { LOCALES, TRANSLATED_LOCALES } from '@polyhedral/i18n';
import type { Page } from 'playwright-core';
import { formatChance } from '../../../src/scripts/dice-chance.ts';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/**
 * The reference pattern for "a dice expression" a reader sees: a lowercase d (ASCII or
 * full-width) with a number of sides or %, optionally after a count, not glued to a Latin
 * letter or digit before it. Deliberately looser than the site's own pattern: "D20 Test" (a
 * name, capital D) is the only form it leaves out.
 */
const REFERENCE =
  /(?<![A-Za-z0-9_\uFF10-\uFF19])[0-9\uFF10-\uFF19]*[d\uFF44](?:[0-9\uFF10-\uFF19]+|[%\uFF05])/g;

/** Pages that list section titles (names of headings) rather than rule text. */
const TITLE_LISTS = /\/(attribution|status)\//;

interface PageCount {
  path: string;
  found: number;
  buttons: number;
  misses: string[];
  hasPopover: boolean;
}

function htmlPages(distDir: string, locale: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') pages.push(full);
    }
  };
  walk(path.join(distDir, locale));
  return pages;
}

/** Counts reference matches in the text of <main> (outside headings, links, code) and dice buttons, in the browser's parser. */
async function countPage(page: Page, html: string): Promise<Omit<PageCount, 'path'>> {
  return page.evaluate(
    ({ html, source }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const main = doc.querySelector('main');
      const hasPopover = doc.getElementById('dice-popover-strings') !== null;
      if (!main) return { found: 0, buttons: 0, misses: [], hasPopover };
      const reference = new RegExp(source, 'g');
      // Headings, links and code are names or literal text; calculators are controls whose
      // hints and results show notation to type, not rule text.
      const skipped =
        'h1, h2, h3, h4, h5, h6, a, code, pre, kbd, script, style, template, noscript, [hidden], [aria-hidden="true"], .sr-only, [data-calculator]';
      let found = 0;
      const misses: string[] = [];
      const walker = doc.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skipped)) continue;
        const text = node.textContent ?? '';
        const inButton = parent.closest('button.dice-inline') !== null;
        for (const match of text.matchAll(reference)) {
          found += 1;
          if (!inButton) misses.push(text.slice(Math.max(0, match.index - 20), match.index + 20).trim());
        }
      }
      const buttons = [...main.querySelectorAll('button.dice-inline')].filter(
        (button) => !button.closest(skipped),
      ).length;
      return { found, buttons, misses, hasPopover };
    },
    { html, source: REFERENCE.source },
  );
}

async function openPopover(page: Page, selector: string) {
  const trigger = page.locator(selector).first();
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const popover = page.locator('.dice-popover[role="dialog"]');
  await popover.waitFor({ state: 'visible', timeout: 5000 });
  return { trigger, popover };
}

const activeInPopover = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.dice-popover') !== null);

const scenario: Scenario = {
  name: 'Inline dice: every dice expression is a button; the popover reads, rolls and traps focus',
  checks: [
    {
      name: 'every dice expression in rule text, tables and glossary, in every locale, is a dice button',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/`);
          const lines: string[] = [];
          const problems: string[] = [];
          for (const locale of LOCALES) {
            const counts: PageCount[] = [];
            for (const file of htmlPages(context.distDir, locale)) {
              const sitePath = `/${path.relative(context.distDir, path.dirname(file))}/`;
              if (TITLE_LISTS.test(sitePath)) continue;
              const html = readFileSync(file, 'utf8');
              if (html.includes('http-equiv="refresh"')) continue;
              counts.push({ path: sitePath, ...(await countPage(page, html)) });
            }
            const found = counts.reduce((sum, count) => sum + count.found, 0);
            const buttons = counts.reduce((sum, count) => sum + count.buttons, 0);
            const withDice = counts.filter((count) => count.buttons > 0);
            lines.push(
              `${locale}: ${counts.length} pages, ${withDice.length} with dice buttons, ${found} dice expressions found, ${buttons} buttons`,
            );
            for (const count of counts) {
              for (const miss of count.misses) problems.push(`${count.path}: not a button: "${miss}"`);
              if (count.buttons > 0 && !count.hasPopover)
                problems.push(`${count.path}: dice buttons but no popover script`);
            }
            if (found !== buttons) problems.push(`${locale}: ${found} found vs ${buttons} buttons`);
            expect(withDice.length > 0, `${locale}: no page with dice buttons`);
          }
          console.log(`      ${lines.join('\n      ')}`);
          expect(problems.length === 0, problems.slice(0, 15).join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'popover odds: exact mean/min/max, a tapped bar reads its chance, "N or more" / "N or less" follow the field',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/DamageandHealing/`);
          const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="2d4"]');
          const dist = distributionOf('2d4');
          expect(Number(await popover.getAttribute('data-mean')) === dist.mean, 'data-mean');
          expect((await popover.locator('.dice-min').textContent()) === '2', 'lowest 2');
          expect((await popover.locator('.dice-max').textContent()) === '8', 'highest 8');
          const bars = popover.locator('.dice-chart > button.dice-bar');
          expect((await bars.count()) === 7, `7 bars for 2d4, got ${await bars.count()}`);
          await bars.nth(3).click();
          const readout = (await popover.locator('.dice-bar-readout').textContent()) ?? '';
          const five = formatChance('en', 4 / 16);
          expect(readout === `5: ${five}`, `readout "${readout}" vs "5: ${five}"`);
          const field = popover.locator('input.dice-target-input');
          expect((await field.inputValue()) === '5', 'a tapped bar sets the target');
          await field.fill('7');
          const atLeast = (await popover.locator('.dice-at-least').textContent()) ?? '';
          const atMost = (await popover.locator('.dice-at-most').textContent()) ?? '';
          const expectedAtLeast = `7 or more: ${formatChance('en', probabilityAtLeast(dist, 7))}`;
          const expectedAtMost = `7 or less: ${formatChance('en', 1 - probabilityAtLeast(dist, 8))}`;
          expect(atLeast === expectedAtLeast, `"${atLeast}" vs "${expectedAtLeast}"`);
          expect(atMost === expectedAtMost, `"${atMost}" vs "${expectedAtMost}"`);
          await field.fill('');
          expect((await field.getAttribute('aria-invalid')) === 'true', 'empty target is flagged');
          const error = (await popover.locator('.dice-target-error').textContent()) ?? '';
          expect(error.includes('whole number'), `error "${error}"`);
          await bars.nth(0).focus();
          await page.keyboard.press('ArrowRight');
          const second = (await popover.locator('.dice-bar-readout').textContent()) ?? '';
          expect(second === `3: ${formatChance('en', 2 / 16)}`, `arrow key readout "${second}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a d20 rolls with Advantage / Disadvantage (both dice shown, the kept one marked), history of 10 with Clear',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/D20Tests/`);
          const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
          const modes = popover.locator('button.dice-mode');
          expect((await modes.count()) === 3, 'normal / advantage / disadvantage');
          await popover.locator('button.dice-mode[data-mode="advantage"]').click();
          const advMean = Number(await popover.getAttribute('data-mean'));
          expect(Math.abs(advMean - distributionOf('2d20kh1').mean) < 1e-12, `advantage mean ${advMean}`);
          const roll = popover.locator('button.dice-roll');
          for (const [mode, pick] of [
            ['advantage', Math.max],
            ['disadvantage', Math.min],
          ] as const) {
            await popover.locator(`button.dice-mode[data-mode="${mode}"]`).click();
            for (let i = 0; i < 6; i += 1) {
              await roll.click();
              const faces = (await popover.locator('.dice-d20-faces .dice-face').allTextContents()).map(
                Number,
              );
              const kept = Number(await popover.locator('.dice-face--kept').textContent());
              expect(faces.length === 2 && kept === pick(...faces), `${mode} kept ${kept} of ${faces}`);
            }
          }
          const pair = (await popover.locator('.dice-d20-pair').textContent()) ?? '';
          expect(pair.includes('Disadvantage'), `pair text "${pair}"`);
          const history = popover.locator('.dice-history-list li');
          expect((await history.count()) === 10, `history keeps 10, has ${await history.count()}`);
          expect(
            ((await history.first().textContent()) ?? '').startsWith('1d20 (Disadvantage)'),
            'newest first',
          );
          await page.keyboard.press('Escape');
          const again = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
          expect(
            (await again.popover.locator('.dice-history-list li').count()) === 10,
            'history kept in the session',
          );
          await again.popover.locator('button.dice-history-clear').click();
          expect((await again.popover.locator('.dice-history-list li').count()) === 0, 'cleared');
          expect(await again.popover.locator('.dice-history-empty').isVisible(), 'empty note shown');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'focus stays in the popover (Tab after Roll), and returns to the dice button on Escape, Close and an outside tap',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th/rules/D20Tests/`);
          const { trigger, popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
          await popover.locator('button.dice-roll').click();
          for (let i = 0; i < 25; i += 1) {
            await page.keyboard.press('Tab');
            expect(await activeInPopover(page), `Tab ${i + 1} after Roll left the popover`);
          }
          for (let i = 0; i < 10; i += 1) {
            await page.keyboard.press('Shift+Tab');
            expect(await activeInPopover(page), `Shift+Tab ${i + 1} left the popover`);
          }
          const scroll = await page.evaluate(() => window.scrollY);
          expect(scroll > 0 || (await trigger.boundingBox()) !== null, 'page did not jump to the top');
          const isTrigger = () => trigger.evaluate((el) => el === document.activeElement);
          await page.keyboard.press('Escape');
          await popover.waitFor({ state: 'detached' });
          expect(await isTrigger(), 'Escape returns focus');
          await trigger.click();
          await popover.waitFor({ state: 'visible' });
          await popover.locator('button.dice-popover-close').click();
          await popover.waitFor({ state: 'detached' });
          expect(await isTrigger(), 'Close returns focus');
          await trigger.click();
          await popover.waitFor({ state: 'visible' });
          await page.mouse.click(5, 300);
          await popover.waitFor({ state: 'detached' });
          expect(await isTrigger(), 'an outside tap returns focus');
          expect((await trigger.getAttribute('aria-expanded')) === 'false', 'aria-expanded false');
        } finally {
          await close();
        }
      },
    },
    // The translated locales: their labels are the ones that could push the popover off a phone.
    ...TRANSLATED_LOCALES.map((locale) => ({
      name: `on a phone (390x844, ${locale}) the popover stays on screen, near the bottom too`,
      run: async (context: CheckContext) => {
        const { page, close } = await context.newPage({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
        });
        try {
          await page.goto(`${context.baseUrl}/${locale}/rules/D20Tests/`);
          const trigger = page.locator('main button.dice-inline').nth(2);
          await trigger.scrollIntoViewIfNeeded();
          await trigger.evaluate((el) =>
            window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20),
          );
          await trigger.tap();
          const popover = page.locator('.dice-popover[role="dialog"]');
          await popover.waitFor({ state: 'visible', timeout: 5000 });
          const box = await popover.boundingBox();
          expect(box !== null, 'popover box');
          expect(
            box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844,
            `popover at ${JSON.stringify(box)} leaves the 390x844 viewport`,
          );
          const text = (await popover.textContent()) ?? '';
          expect(!text.includes('ui.dice.'), 'no raw i18n keys');
          const script = locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u4E00-\u9FFF]/;
          expect(script.test(text), `popover text in ${locale}`);
          await popover.locator('.dice-chart > button.dice-bar').nth(10).tap();
          expect(
            ((await popover.locator('.dice-bar-readout').textContent()) ?? '').includes('%'),
            'tap reads a bar',
          );
          await popover.locator('button.dice-mode[data-mode="advantage"]').tap();
          for (let i = 0; i < 4; i += 1) await popover.locator('button.dice-roll').tap();
          const grown = await popover.boundingBox();
          expect(
            grown !== null && grown.y >= 0 && grown.y + grown.height <= 844,
            `after rolls the popover at ${JSON.stringify(grown)} leaves the viewport`,
          );
        } finally {
          await close();
        }
      },
    })),
    ...(['light', 'dark'] as const).map((scheme) => ({
      name: `axe: 0 serious/critical with the popover open after an Advantage roll (${scheme})`,
      run: async (context: CheckContext) => {
        const { page, close } = await context.newPage({ colorScheme: scheme, bypassCSP: true });
        try {
          await page.goto(`${context.baseUrl}/zh/rules/D20Tests/`);
          const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
          await popover.locator('button.dice-mode[data-mode="advantage"]').click();
          await popover.locator('button.dice-roll').click();
          await popover.locator('.dice-chart > button.dice-bar').nth(5).click();
          const theme = await page.evaluate(() => document.documentElement.dataset.theme);
          expect(theme === scheme, `Starlight theme ${theme}`);
          await page.addScriptTag({ path: axePath });
          const violations = await page.evaluate(async () => {
            type Result = {
              violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
            };
            const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<Result> } }).axe;
            if (!document.querySelector('.dice-popover')) return ['the popover closed'];
            // The calculators are checked by their own suite; here: the page and the open popover.
            const result = await axe.run({ include: [['html']], exclude: [['[data-calculator]']] });
            return result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
          });
          expect(violations.length === 0, violations.join('\n'));
        } finally {
          await close();
        }
      },
    })),
  ],
};

export default scenario;
