import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { distributionOf, probabilityAtLeast } from '@polyhedral/dice';
import { TRANSLATED_LOCALES, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { formatChance } from '../../../src/browser/dice-chance.ts';
import { expect, test } from '../fixtures.ts';
import { AXE_RUN_OPTIONS, injectAxe } from '../support/axe.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { sharedPage } from '../support/shared-page.ts';

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

/**
 * Counts reference matches in the text of <main> (outside headings, links, code) and dice buttons,
 * in the browser's parser, for each page's HTML (a batch per call: one call per page costs more
 * than the parsing). The browser fetches the pages itself: sending 50 MB of HTML over the
 * protocol took most of the time.
 */
async function countPages(page: Page, paths: string[]): Promise<Omit<PageCount, 'path'>[]> {
  return page.evaluate(
    async ({ paths, source }) =>
      (await Promise.all(paths.map((path) => fetch(path).then((response) => response.text())))).map(
        (html) => {
          // Only <main> is counted: parsing it alone skips the header and the sidebar's whole
          // navigation (about 40% of a rule page). None of main's ancestors is a skipped element.
          const start = html.indexOf('<main');
          const end = html.lastIndexOf('</main>');
          const doc = new DOMParser().parseFromString(
            start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html,
            'text/html',
          );
          const main = doc.querySelector('main');
          const stringsInMain = doc.getElementById('dice-popover-strings') !== null;
          if (!main) return { found: 0, buttons: 0, misses: [] as string[], hasPopover: stringsInMain };
          const reference = new RegExp(source, 'g');
          // Headings, links and code are names or literal text; calculators and the combat
          // tracker are controls whose hints and results show notation to type, not rule text.
          const skipped =
            'h1, h2, h3, h4, h5, h6, a, code, pre, kbd, script, style, template, noscript, [hidden], [aria-hidden="true"], .sr-only, [data-calculator], [data-tracker-ready]';
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
          // Only a page with buttons needs the popover's strings; if they are not in <main>, the
          // whole page is parsed to look for them.
          const hasPopover =
            stringsInMain ||
            (buttons > 0 &&
              new DOMParser().parseFromString(html, 'text/html').getElementById('dice-popover-strings') !==
                null);
          return { found, buttons, misses, hasPopover };
        },
      ),
    { paths, source: REFERENCE.source },
  );
}

/** How many pages' HTML go to the browser in one call. */
const BATCH = 25;

async function openPopover(page: Page, selector: string) {
  const trigger = page.locator(selector).first();
  await scrollIntoView(trigger);
  await trigger.click();
  const popover = page.locator('.dice-popover[role="dialog"]');
  await expect(popover).toBeVisible({ timeout: 5000 });
  return { trigger, popover };
}

const activeInPopover = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.dice-popover') !== null);

test.describe('Inline dice: every dice expression is a button; the popover reads, rolls and traps focus', () => {
  // In order in one worker and one tab (support/shared-page.ts) for the tests that take no page
  // of their own: each loads its own page; storage is cleared between tests.
  // Session storage (the roll history) is cleared too.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  test('every dice expression in rule text, tables and glossary, in every locale, is a dice button', async ({
    site,
  }) => {
    const page = shared();
    await page.goto('/en/');
    const lines: string[] = [];
    const problems: string[] = [];
    for (const locale of WRITTEN_LOCALES) {
      const pages: { path: string }[] = [];
      for (const file of htmlPages(site.distDir, locale)) {
        const sitePath = `/${path.relative(site.distDir, path.dirname(file))}/`;
        if (TITLE_LISTS.test(sitePath)) continue;
        if (readFileSync(file, 'utf8').includes('http-equiv="refresh"')) continue;
        pages.push({ path: sitePath });
      }
      const counts: PageCount[] = [];
      for (let start = 0; start < pages.length; start += BATCH) {
        const batch = pages.slice(start, start + BATCH);
        const results = await countPages(
          page,
          batch.map((entry) => entry.path),
        );
        results.forEach((result, index) => {
          counts.push({ path: batch[index]!.path, ...result });
        });
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
      expect(withDice.length, `${locale}: no page with dice buttons`).toBeGreaterThan(0);
    }
    console.log(lines.join('\n'));
    expect(problems.length, problems.slice(0, 15).join('\n')).toBe(0);
  });

  test('popover odds: exact mean/min/max, a tapped bar reads its chance, "N or more" / "N or less" follow the field', async () => {
    const page = shared();
    await page.goto('/en/rules/DamageandHealing/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="2d4"]');
    const dist = distributionOf('2d4');
    await expect
      .poll(async () => Number(await popover.getAttribute('data-mean')), { message: 'data-mean' })
      .toBe(dist.mean);
    await expect(popover.locator('.dice-min'), 'lowest 2').toHaveText('2');
    await expect(popover.locator('.dice-max'), 'highest 8').toHaveText('8');
    const bars = popover.locator('.dice-chart > button.dice-bar');
    await expect(bars, '7 bars for 2d4').toHaveCount(7);
    await bars.nth(3).click();
    const five = formatChance('en', 4 / 16);
    await expect(popover.locator('.dice-bar-readout'), 'readout of the 5 bar').toHaveText(`5: ${five}`);
    const field = popover.locator('input.dice-target-input');
    await expect(field, 'a tapped bar sets the target').toHaveValue('5');
    await field.fill('7');
    const expectedAtLeast = `7 or more: ${formatChance('en', probabilityAtLeast(dist, 7))}`;
    const expectedAtMost = `7 or less: ${formatChance('en', 1 - probabilityAtLeast(dist, 8))}`;
    await expect(popover.locator('.dice-at-least'), 'N or more').toHaveText(expectedAtLeast);
    await expect(popover.locator('.dice-at-most'), 'N or less').toHaveText(expectedAtMost);
    // The one integer reader: Thai and full-width digits read as 7; hex and exponent forms refused.
    for (const typed of ['๗', '７']) {
      await field.fill(typed);
      await expect(popover.locator('.dice-at-least'), `${typed} reads as 7`).toHaveText(expectedAtLeast);
    }
    for (const typed of ['0x10', '1e1']) {
      await field.fill(typed);
      await expect(field, `${typed} is flagged`).toHaveAttribute('aria-invalid', 'true');
    }
    await field.fill('');
    await expect(field, 'empty target is flagged').toHaveAttribute('aria-invalid', 'true');
    await expect(popover.locator('.dice-target-error'), 'error').toContainText('whole number');
    await bars.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(popover.locator('.dice-bar-readout'), 'arrow key readout').toHaveText(
      `3: ${formatChance('en', 2 / 16)}`,
    );
  });

  test('a d20 rolls with Advantage / Disadvantage (both dice shown, the kept one marked), history of 10 with Clear', async () => {
    const page = shared();
    await page.goto('/en/rules/D20Tests/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await expect(popover.locator('button.dice-mode'), 'normal / advantage / disadvantage').toHaveCount(3);
    await popover.locator('button.dice-mode[data-mode="advantage"]').click();
    const advantageMean = distributionOf('2d20kh1').mean;
    await expect
      .poll(async () => Math.abs(Number(await popover.getAttribute('data-mean')) - advantageMean), {
        message: `advantage mean vs ${advantageMean}`,
      })
      .toBeLessThan(1e-12);
    const roll = popover.locator('button.dice-roll');
    const history = popover.locator('.dice-history-list li');
    let rolls = 0;
    for (const [mode, pick] of [
      ['advantage', Math.max],
      ['disadvantage', Math.min],
    ] as const) {
      await popover.locator(`button.dice-mode[data-mode="${mode}"]`).click();
      for (let i = 0; i < 6; i += 1) {
        await roll.click();
        rolls += 1;
        // A roll is drawn and added to the history (up to 10) in its click handler.
        await expect(history).toHaveCount(Math.min(rolls, 10));
        const faces = (await popover.locator('.dice-d20-faces .dice-face').allTextContents()).map(Number);
        const kept = Number(await popover.locator('.dice-face--kept').textContent());
        expect(faces, `${mode}: two dice`).toHaveLength(2);
        expect(kept, `${mode} kept ${kept} of ${faces}`).toBe(pick(...faces));
      }
    }
    await expect(popover.locator('.dice-d20-pair'), 'pair text').toContainText('Disadvantage');
    await expect(history, 'history keeps 10').toHaveCount(10);
    await expect(history.first(), 'newest first').toHaveText(/^1d20 \(Disadvantage\)/);
    await page.keyboard.press('Escape');
    await expect(popover).not.toBeAttached();
    const again = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await expect(again.popover.locator('.dice-history-list li'), 'history kept in the session').toHaveCount(
      10,
    );
    await again.popover.locator('button.dice-history-clear').click();
    await expect(again.popover.locator('.dice-history-list li'), 'cleared').toHaveCount(0);
    await expect(again.popover.locator('.dice-history-empty'), 'empty note shown').toBeVisible();
  });

  test('focus stays in the popover (Tab after Roll), and returns to the dice button on Escape, Close and an outside tap', async () => {
    const page = shared();
    await page.goto('/th/rules/D20Tests/');
    const { trigger, popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await popover.locator('button.dice-roll').click();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => activeInPopover(page), { message: `Tab ${i + 1} after Roll left the popover` })
        .toBe(true);
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() => activeInPopover(page), { message: `Shift+Tab ${i + 1} left the popover` })
        .toBe(true);
    }
    const scroll = await page.evaluate(() => window.scrollY);
    expect(scroll > 0 || (await trigger.boundingBox()) !== null, 'page did not jump to the top').toBe(true);
    await page.keyboard.press('Escape');
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'Escape returns focus').toBeFocused();
    await trigger.click();
    await expect(popover).toBeVisible();
    await popover.locator('button.dice-popover-close').click();
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'Close returns focus').toBeFocused();
    await trigger.click();
    await expect(popover).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'an outside tap returns focus').toBeFocused();
    await expect(trigger, 'aria-expanded false').toHaveAttribute('aria-expanded', 'false');
  });

  // The translated locales: their labels are the ones that could push the popover off a phone.
  for (const locale of TRANSLATED_LOCALES) {
    test(`on a phone (390x844, ${locale}) the popover stays on screen, near the bottom too`, async ({
      newPage,
    }) => {
      const { page } = await newPage({ viewport: PHONE.viewport, hasTouch: true });
      await page.goto(`/${locale}/rules/D20Tests/`);
      const trigger = page.locator('main button.dice-inline').nth(2);
      await scrollIntoView(trigger);
      await trigger.evaluate((el) =>
        window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20),
      );
      await trigger.tap();
      const popover = page.locator('.dice-popover[role="dialog"]');
      await expect(popover).toBeVisible({ timeout: 5000 });
      // 'on screen' once placed; otherwise where the popover is.
      const placement = async (
        check: (box: { x: number; y: number; width: number; height: number }) => boolean,
      ) => {
        const box = await popover.boundingBox();
        return box !== null && check(box) ? 'on screen' : `at ${JSON.stringify(box)}`;
      };
      await expect
        .poll(
          () =>
            placement(
              (box) =>
                box.x >= 0 &&
                box.y >= 0 &&
                box.x + box.width <= PHONE.viewport.width &&
                box.y + box.height <= PHONE.viewport.height,
            ),
          {
            message: 'the popover leaves the 390x844 viewport',
          },
        )
        .toBe('on screen');
      await expect(popover, 'no raw i18n keys').not.toContainText('ui.dice.');
      const script = locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u4E00-\u9FFF]/;
      await expect(popover, `popover text in ${locale}`).toHaveText(script);
      await popover.locator('.dice-chart > button.dice-bar').nth(10).tap();
      await expect(popover.locator('.dice-bar-readout'), 'tap reads a bar').toContainText('%');
      await popover.locator('button.dice-mode[data-mode="advantage"]').tap();
      for (let i = 0; i < 4; i += 1) await popover.locator('button.dice-roll').tap();
      await expect(popover.locator('.dice-history-list li'), 'four rolls in the history').toHaveCount(4);
      await expect
        .poll(() => placement((grown) => grown.y >= 0 && grown.y + grown.height <= 844), {
          message: 'after rolls the popover leaves the viewport',
        })
        .toBe('on screen');
    });
  }

  test('axe: 0 serious/critical with the popover open after an Advantage roll, in light and dark', async ({
    newPage,
  }) => {
    // One load: checked in light, then switched in place to dark (the theme picker's way).
    const { page } = await newPage({ colorScheme: 'light', bypassCSP: true });
    await page.goto('/zh/rules/D20Tests/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await popover.locator('button.dice-mode[data-mode="advantage"]').click();
    await popover.locator('button.dice-roll').click();
    await popover.locator('.dice-chart > button.dice-bar').nth(5).click();
    await injectAxe(page, true);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await expect(page.locator('html'), 'Starlight theme').toHaveAttribute('data-theme', scheme);
      const violations = await page.evaluate(async (options) => {
        type Result = {
          violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
        };
        const axe = (
          window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }
        ).axe;
        if (!document.querySelector('.dice-popover')) return ['the popover closed'];
        // The calculators are checked by their own suite; here: the page and the open popover.
        const result = await axe.run({ include: [['html']], exclude: [['[data-calculator]']] }, options);
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      }, AXE_RUN_OPTIONS);
      expect(violations.length, `${scheme}:\n${violations.join('\n')}`).toBe(0);
    }
  });
});
