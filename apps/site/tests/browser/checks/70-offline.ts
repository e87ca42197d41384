import type { Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { expect, test } from '../fixtures.ts';
import { oneWorkerInstalled, siteOrigin } from '../support/installed-worker.ts';
import { expectCalculatorComputes, waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import { openSearch } from '../support/search.ts';

const PAGE = '/zh/rules/D20Tests/';
const QUERY = '豁免检定';

/** Opens Starlight's search, types the query and returns the result links (waits for one). */
async function searchResults(page: Page, query: string): Promise<string[]> {
  const input = await openSearch(page);
  await input.fill(query);
  const links = page.locator('#starlight__search .pagefind-ui__result-link');
  await expect(links.first(), `a result for ${query}`).toBeAttached();
  return links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

async function closeSearch(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('#starlight__search')).toBeHidden();
}

/** The manifest as built (its link on every locale's pages, installable) is tests/built/manifest.built.ts's. */
test.describe('Offline: a page read once works with no network (service worker)', () => {
  // One context whose worker the first installs, in order (support/installed-worker.ts).
  test.describe('one worker installed', () => {
    test.describe.configure({ mode: 'default' });
    const installed = oneWorkerInstalled(PHONE, siteOrigin);

    test(`${PAGE} reloads offline with its fonts, its calculator computes and search finds ${QUERY}`, async () => {
      const { page, context, consoleErrors } = installed();
      await page.goto(PAGE);
      await waitForWorker(page, 15_000);
      // Online, the reader searches once: Pagefind's chunks for the query are cached on use.
      const online = await searchResults(page, QUERY);
      expect(online.length, 'no results online').toBeGreaterThan(0);
      await closeSearch(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('h1').first(), 'the page came back offline').toContainText('D20');
      const fontsOk = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Sans SC"', '检定');
      });
      expect(fontsOk, 'Noto Sans SC draws 检定 offline').toBe(true);

      await expectCalculatorComputes(page, 'the calculator offline');

      const offline = await searchResults(page, QUERY);
      expect(offline.length, 'no results offline').toBeGreaterThan(0);
      expect(
        offline.every((hit) => hit.startsWith('/zh/')),
        `Chinese results offline: ${offline.join(', ')}`,
      ).toBe(true);
      // A failed fetch of something the page needs would show up as a console error.
      const unexpected = consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    });

    // A Chinese page's late font file (integrations/fonts/split-groups.ts) is requested only when a
    // section far down is laid out; the page asks the worker to keep it all the same.
    test('a page read once without scrolling keeps its late font file: offline, its last sections get it from the worker', async () => {
      const { page, context } = installed();
      await page.goto('/zh-hant/rules/CreateYourCharacter/');
      await waitForWorker(page, 15_000);
      const late = await page.evaluate(
        () => document.querySelector<HTMLElement>('style[data-font-faces]')?.dataset.lateFonts ?? '',
      );
      expect(late, 'the page names one late font file').toMatch(/^\/fonts\/[^ ]+$/);
      await expect
        .poll(() => page.evaluate((url) => caches.match(url).then((hit) => hit !== undefined), late), {
          message: `${late} kept`,
          timeout: 15_000,
        })
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      const served = page.waitForResponse((response) => response.url().endsWith(late));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const response = await served;
      expect(response.status(), `${late} offline`).toBe(200);
      expect(response.fromServiceWorker(), `${late} from the worker`).toBe(true);
    });
  });

  test('when the browser offers to install, an Install button appears in the page language', async ({
    page,
  }) => {
    for (const [locale, label] of [
      ['en', 'Install'],
      ['th', 'ติดตั้ง'],
      ['zh', '安装'],
    ] as const) {
      await page.goto(`/${locale}/rules/D20Tests/`);
      const button = page.locator('.install-app');
      await expect(button, 'no button before the offer').toHaveCount(0);
      // Headless Chromium never offers; stand in for the browser's event (a string: a function's
      // inner functions could be wrapped by the transpiler in a helper the page lacks).
      await page.evaluate(`
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        offer.prompt = async () => { window.prompted = true; };
        offer.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(offer);
      `);
      await expect(button).toBeVisible({ timeout: scaledTimeout(3000) });
      await expect(button, `label in ${locale}`).toHaveJSProperty('textContent', label);
      await button.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted), {
          message: 'prompted',
        })
        .toBe(true);
      await expect(button, 'the button goes once used').toHaveCount(0);
    }
  });
});
