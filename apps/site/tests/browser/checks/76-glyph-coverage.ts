/**
 * A Chinese page whose font files cannot load lets the device's fonts draw it. (Whether every
 * character a built zh, zh-Hant or Thai page shows is in a web-font file that page declares is
 * checked without a browser: tests/built/build-audit.built.ts, from the one parse of every built page.)
 */
import { expect, test } from '../fixtures.ts';

test.describe('offline, font files never cached', () => {
  // The font files fail on purpose: the browser reports each failed request.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a Chinese page whose font files cannot load (offline, never cached) lets the device’s fonts draw, not the metrics face', async ({
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'block' });
    await page.route('**/fonts/**', (route) => route.abort('internetdisconnected'));
    for (const locale of ['zh-hant', 'zh']) {
      await page.goto(`/${locale}/rules/Combat/`);
      await expect(page.locator('html'), locale).toHaveAttribute('data-fonts-failed', '');
      const family = await page
        .locator('main p')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family, locale).not.toContain('Metrics');
      expect(family, locale).toContain(locale === 'zh' ? 'Noto Sans CJK SC' : 'Noto Sans CJK TC');
    }
    await page.unroute('**/fonts/**');
    await page.goto('/zh-hant/rules/Combat/');
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('html'), 'fonts served').not.toHaveAttribute('data-fonts-failed');
  });
});
