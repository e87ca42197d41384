import type { Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { LOCALES } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { sharedPage } from '../support/shared-page.ts';

/** Loads `path` unless the page shows it already (loaded by the test before, and only read). */
async function loadUnlessThere(page: Page, path: string): Promise<void> {
  const url = new URL(page.url());
  if (url.pathname !== path || url.search !== '' || url.hash !== '') await page.goto(path);
}

/**
 * What a reader's browser does with the pages. What the built pages say without running anything
 * (permalinks, sections in the reader's language, a localized table, the status figures, the 404
 * page, the redirect page without JavaScript, the footer) is read from dist/ without a browser:
 * tests/built/reading.built.ts.
 */
test.describe('Reading: language switcher, sub-section permalinks, landing on a section, redirects', () => {
  // In order in one worker and one tab (support/shared-page.ts). Storage is cleared between
  // tests; nothing here writes any.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    const shared = sharedPage();

    test('the language switcher keeps the rule ID (th -> zh -> en)', async () => {
      const page = shared();
      // The page the test before loaded (a new load when run alone).
      await loadUnlessThere(page, '/th/rules/D20Tests/');
      await Promise.all([
        page.waitForURL(/\/zh\/rules\/D20Tests\/$/),
        page.locator('starlight-lang-select select').first().selectOption('/zh/rules/D20Tests/'),
      ]);
      await expect(page.locator('html'), 'switched to zh-CN').toHaveAttribute('lang', 'zh-CN');
      await Promise.all([
        page.waitForURL(/\/en\/rules\/D20Tests\/$/),
        page.locator('starlight-lang-select select').first().selectOption('/en/rules/D20Tests/'),
      ]);
    });

    test('sub-section permalink /th/rules/AbilityChecks/ lands on /th/rules/D20Tests/#AbilityChecks', async () => {
      const page = shared();
      await page.goto('/th/rules/AbilityChecks/');
      await page.waitForURL(/\/th\/rules\/D20Tests\/#AbilityChecks$/, { timeout: scaledTimeout(5000) });
      await expect(page.locator('#AbilityChecks'), 'target heading visible').toBeVisible();
    });
  });

  // A section far down is not laid out until it comes near the screen (site.css): a link to a
  // section must still land on it, with every section above it at its real height.
  for (const [device, options] of [
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const) {
    test(`${device}: a link to a section far down the page, and a table-of-contents entry, land on that section`, async ({
      newPage,
    }) => {
      const { page } = await newPage(options);
      const headingTop = (id: string) =>
        page.evaluate(
          (target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
          id,
        );
      const headingStill = (id: string) =>
        page.evaluate(
          (target) =>
            new Promise<boolean>((resolve) => {
              const top = () => document.getElementById(target)?.getBoundingClientRect().top;
              const before = top();
              let frames = 4;
              const next = () => {
                frames -= 1;
                if (frames > 0) requestAnimationFrame(next);
                else resolve(before !== undefined && top() === before);
              };
              requestAnimationFrame(next);
            }),
          id,
        );
      for (const id of ['HalfDamage', 'OrderofApplication', 'DeathSavingThrows']) {
        await page.goto(`/zh/rules/DamageandHealing/#${id}`);
        // Settled, not a fixed pause: the fonts are in and the heading has not moved for four frames
        // (the sections the jump passed are laid out at their real heights by then).
        await page.evaluate(() => document.fonts.ready);
        await expect.poll(() => headingStill(id), { message: `#${id} still`, intervals: [0] }).toBe(true);
        const top = await headingTop(id);
        expect(top, `#${id}: its heading ${top} px from the top of the screen`).toBeGreaterThanOrEqual(0);
        expect(top, `#${id}: its heading ${top} px from the top of the screen`).toBeLessThan(200);
      }
      if (device === 'desktop') {
        await page.goto('/zh/rules/DamageandHealing/');
        await page.locator('starlight-toc a[href="#OrderofApplication"]').click();
        await expect
          .poll(() => headingTop('OrderofApplication'), 'table of contents: #OrderofApplication')
          .toBeLessThan(200);
        expect(await headingTop('OrderofApplication'), 'not scrolled past it').toBeGreaterThanOrEqual(0);
      }
    });
  }

  test('/ sends a Thai browser to /th/ and shows the chooser with ?choose', async ({ newPage }) => {
    const { page } = await newPage({ locale: 'th-TH' });
    await page.goto('/');
    await page.waitForURL(/\/th\/$/, { timeout: scaledTimeout(5000) });
    await page.goto('/?choose');
    await expect
      .poll(
        () => page.locator('main a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
        {
          message: 'links',
        },
      )
      .toEqual(LOCALES.map((locale) => `/${locale}/`));
  });
});
