import type { Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { intlLocale, LOCALES, TRANSLATED_LOCALES, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { sharedPage } from '../support/shared-page.ts';

/** Thai last: the tests after the permalinks start from its load. */
const PERMALINK_LOCALES = [...WRITTEN_LOCALES.filter((locale) => locale !== 'th'), 'th'] as const;

/** Loads `path` unless the page shows it already (loaded by the test before, and only read). */
async function loadUnlessThere(page: Page, path: string): Promise<void> {
  const url = new URL(page.url());
  if (url.pathname !== path || url.search !== '' || url.hash !== '') await page.goto(path);
}

test.describe('Reading: permalinks, language switcher, fallback, 404', () => {
  // The checks of a page as loaded, in order in one worker and one tab (support/shared-page.ts):
  // each loads its own page, but a test that only reads the Thai D20Tests page the test before
  // loaded (and only read) reads that load. Storage is cleared between tests; nothing here
  // writes any.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    const shared = sharedPage();

    for (const locale of PERMALINK_LOCALES) {
      test(`permalink /${locale}/rules/D20Tests/ opens the rule page in ${locale}`, async () => {
        const page = shared();
        const response = await page.goto(`/${locale}/rules/D20Tests/`);
        expect(response?.status(), 'status').toBe(200);
        await expect(page.locator('html'), 'html lang').toHaveAttribute('lang', intlLocale(locale));
        await expect(page.locator('main h1'), 'page title visible').toBeVisible();
        await expect(page.locator('main [data-section]').first(), 'sections rendered').toBeAttached();
        await expect(
          page.locator('#AbilityChecks'),
          'sub-section anchor #AbilityChecks on the page',
        ).toHaveCount(1);
      });
    }

    test('a translated Thai page mixes per section: Thai sections carry no notice', async () => {
      const page = shared();
      // The page the test before loaded (a new load when run alone).
      await loadUnlessThere(page, '/th/rules/D20Tests/');
      const sections = page.locator('main [data-section]');
      await expect(sections.first(), 'sections rendered').toBeAttached();
      const total = await sections.count();
      const fallback = await page.locator('main .rule-section--fallback').count();
      expect(
        fallback,
        `expected some translated sections (total ${total}, fallback ${fallback})`,
      ).toBeLessThan(total);
      await expect(sections.first(), 'translated section inherits lang="th"').not.toHaveAttribute('lang');
    });

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

    test('every Thai and Chinese rule page is in its own language (no English fallback section left)', async () => {
      const page = shared();
      // Every section is translated now, so no page shows the English fallback; which sections
      // fall back is covered by the content package's resolvePage tests.
      for (const path of [
        '/th/rules/Exploration/',
        '/th/rules/DamageandHealing/',
        '/th/rules/LevelAdvancement/',
        '/zh/rules/LevelAdvancement/',
        '/zh/rules/Combat/',
      ]) {
        await page.goto(path);
        await expect(
          page.locator('.rule-section--fallback'),
          `${path}: English fallback sections`,
        ).toHaveCount(0);
        await expect(page.locator('main [data-section]').first(), `${path}: sections shown`).toBeAttached();
      }
    });

    test('a core table renders with localized headers and U+2212 minus signs (/zh/rules/TheSixAbilities/)', async () => {
      const page = shared();
      await page.goto('/zh/rules/TheSixAbilities/');
      const table = page.locator('[data-table="AbilityModifiersTable"] table');
      await expect(table.locator('thead th').first(), 'table headers').toBeAttached();
      const headers = await table.locator('thead th').allTextContents();
      for (const text of headers)
        expect(text, `Chinese headers: ${headers.join(' | ')}`).toMatch(/[\u4E00-\u9FFF]/);
      await expect(
        table.locator('tbody tr').first().locator('td'),
        'score 1 modifier (SRD 5.2 AbilityModifiersTable: 1 -> \u22125)',
      ).toHaveText('\u22125');
    });

    test("the status page shows the content package's figures (/th/status/)", async () => {
      const page = shared();
      const { contentStatus, loadContent } = await import('@polyhedral/content');
      const expected = contentStatus(loadContent());
      await page.goto('/th/status/');
      const figure = async (locator: ReturnType<typeof page.locator>) =>
        Number((await locator.textContent())?.replace(/\D/g, ''));
      for (const locale of TRANSLATED_LOCALES) {
        const row = page.locator(`tr[data-status-locale="${locale}"]`);
        const figures = expected.locales[locale];
        await expect
          .poll(() => figure(row.locator('[data-missing]')), {
            message: `${locale} missing vs ${figures.missing}`,
          })
          .toBe(figures.missing);
        await expect
          .poll(() => figure(row.locator('[data-stale]')), { message: `${locale} stale vs ${figures.stale}` })
          .toBe(figures.stale);
      }
      const figures = expected.locales.th;
      await expect(
        page.locator('#pending-th + ul > li'),
        `Thai list vs ${figures.missing + figures.stale}`,
      ).toHaveCount(figures.missing + figures.stale);
    });

    test('a mistyped address /th/rules/NoSuchRule/ gives the Thai 404 page', async () => {
      const page = shared();
      const response = await page.goto('/th/rules/NoSuchRule/');
      expect(response?.status(), 'status').toBe(404);
      await expect(page.locator('html'), 'html lang th').toHaveAttribute('lang', 'th');
      await expect(page.locator('[data-not-found]'), 'Thai message').toHaveText(/[\u0E00-\u0E7F]/);
    });

    test('the footer links the attribution page, and carries the CC-BY line where the page shows SRD text', async () => {
      const page = shared();
      await page.goto('/zh/glossary/');
      await expect(page.locator('.site-attribution a[href="/zh/attribution/"]'), 'footer link').toHaveCount(
        1,
      );
      await expect(page.locator('.site-attribution'), 'CC-BY line').toContainText('CC-BY-4.0');
      await page.goto('/zh/attribution/');
      await expect(page.locator('.attribution-statement'), 'SRD statement').toContainText(
        'Creative Commons Attribution 4.0 International License',
      );
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

  test('the redirect page works without JavaScript (meta refresh, canonical, visible link)', async ({
    newPage,
  }) => {
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.request.get('/zh/rules/AbilityChecks/');
    const html = await response.text();
    expect(html, 'meta refresh').toMatch(
      /http-equiv="refresh" content="0; url=\/zh\/rules\/D20Tests\/#AbilityChecks"/,
    );
    expect(html, 'canonical link').toMatch(/rel="canonical" href="\/zh\/rules\/D20Tests\/#AbilityChecks"/);
    expect(html, 'visible link').toMatch(/<a href="\/zh\/rules\/D20Tests\/#AbilityChecks">/);
  });

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
