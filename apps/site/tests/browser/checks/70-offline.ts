import { LOCALES } from '@polyhedral/i18n';
import type { Page } from 'playwright-core';
import { expect, openSearch, type Scenario } from '../harness.ts';

const PAGE = '/zh/rules/D20Tests/';
const QUERY = '豁免检定';

/** Opens Starlight's search, types the query and returns the result links (waits for one). */
async function searchResults(page: Page, query: string): Promise<string[]> {
  const input = await openSearch(page);
  await input.fill(query);
  const links = page.locator('#starlight__search .pagefind-ui__result-link');
  await links.first().waitFor({ state: 'attached', timeout: 10_000 });
  return links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

async function closeSearch(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('#starlight__search').waitFor({ state: 'hidden', timeout: 5000 });
}

const scenario: Scenario = {
  name: 'Offline: a page read once works with no network (service worker)',
  checks: [
    {
      name: `${PAGE} reloads offline with its fonts, its calculator computes and search finds ${QUERY}`,
      run: async (context) => {
        const {
          page,
          context: browserContext,
          close,
          consoleErrors,
        } = await context.newPage({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        try {
          await page.goto(`${context.baseUrl}${PAGE}`);
          await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
            timeout: 15_000,
          });
          // Online, the reader searches once: Pagefind's chunks for the query are cached on use.
          const online = await searchResults(page, QUERY);
          expect(online.length > 0, 'no results online');
          await closeSearch(page);

          await browserContext.setOffline(true);
          await page.reload();
          expect(
            (await page.locator('h1').first().textContent())?.includes('D20') === true,
            'the page came back offline',
          );
          const fontsOk = await page.evaluate(async () => {
            await document.fonts.ready;
            return document.fonts.check('16px "Noto Sans SC"', '检定');
          });
          expect(fontsOk, 'Noto Sans SC draws 检定 offline');

          const slot = page.locator('[data-calculator="d20-test"]');
          await slot.scrollIntoViewIfNeeded();
          const chance = slot.locator('.calc-figure dd').first();
          const before = (await chance.textContent())?.trim();
          const bonus = slot.locator('#d20-test-bonus');
          await bonus.focus();
          await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
          await bonus.fill('9');
          await page.waitForFunction(
            ({ selector, previous }) => document.querySelector(selector)?.textContent?.trim() !== previous,
            { selector: '[data-calculator="d20-test"] .calc-figure dd', previous: before ?? '' },
            { timeout: 5000 },
          );
          const after = (await chance.textContent())?.trim();
          expect(after !== before, `the chance changed offline (${before} -> ${after})`);

          const offline = await searchResults(page, QUERY);
          expect(offline.length > 0, 'no results offline');
          expect(
            offline.every((hit) => hit.startsWith('/zh/')),
            `Chinese results offline: ${offline.join(', ')}`,
          );
          // A failed fetch of something the page needs would show up as a console error.
          const unexpected = consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
          expect(unexpected.length === 0, unexpected.join('\n'));
        } finally {
          await browserContext.setOffline(false);
          await close();
        }
      },
    },
    {
      name: 'every page links its locale manifest; the manifest is installable (name, icons, start_url)',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          for (const locale of LOCALES) {
            await page.goto(`${context.baseUrl}/${locale}/rules/D20Tests/`);
            const href = await page.locator('link[rel="manifest"]').getAttribute('href');
            expect(href === `/${locale}/manifest.webmanifest`, `manifest link ${href}`);
            const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
            expect(manifest.start_url === `/${locale}/`, `start_url ${manifest.start_url}`);
            expect(typeof manifest.name === 'string' && manifest.name.length > 0, 'name');
            const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
            expect(sizes.includes('192x192') && sizes.includes('512x512'), `icons ${sizes.join(', ')}`);
            for (const icon of manifest.icons as { src: string }[]) {
              const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
              expect(status === 200, `${icon.src}: ${status}`);
            }
          }
        } finally {
          await close();
        }
      },
    },
    {
      name: 'when the browser offers to install, an Install button appears in the page language',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          for (const [locale, label] of [
            ['en', 'Install'],
            ['th', 'ติดตั้ง'],
            ['zh', '安装'],
          ] as const) {
            await page.goto(`${context.baseUrl}/${locale}/rules/D20Tests/`);
            expect((await page.locator('.install-app').count()) === 0, 'no button before the offer');
            // Headless Chromium never offers; stand in for the browser's event.
            // Headless Chromium never offers; stand in for the browser's event (a string: the
            // test runner would wrap a function's inner functions in a helper the page lacks).
            await page.evaluate(`
              const offer = new Event('beforeinstallprompt', { cancelable: true });
              offer.prompt = async () => { window.prompted = true; };
              offer.userChoice = Promise.resolve({ outcome: 'accepted' });
              window.dispatchEvent(offer);
            `);
            const button = page.locator('.install-app');
            await button.waitFor({ state: 'visible', timeout: 3000 });
            expect((await button.textContent()) === label, `label ${await button.textContent()}`);
            await button.click();
            expect(
              await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted),
              'prompted',
            );
            expect((await button.count()) === 0, 'the button goes once used');
          }
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
