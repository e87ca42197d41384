import { intlLocale, LOCALES, TRANSLATED_LOCALES } from '@polyhedral/i18n';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

async function open(context: CheckContext, path: string) {
  const tracked = await context.newPage();
  const response = await tracked.page.goto(`${context.baseUrl}${path}`);
  return { ...tracked, response };
}

const scenario: Scenario = {
  name: 'Reading: permalinks, language switcher, fallback, 404',
  checks: [
    ...LOCALES.map((locale) => ({
      name: `permalink /${locale}/rules/D20Tests/ opens the rule page in ${locale}`,
      run: async (context: CheckContext) => {
        const { page, response, close } = await open(context, `/${locale}/rules/D20Tests/`);
        try {
          expect(response?.status() === 200, `status ${response?.status()}`);
          expect((await page.getAttribute('html', 'lang')) === intlLocale(locale), 'html lang');
          expect(await page.locator('main h1').isVisible(), 'page title visible');
          expect((await page.locator('main [data-section]').count()) > 0, 'sections rendered');
          expect(
            (await page.locator('#AbilityChecks').count()) === 1,
            'sub-section anchor #AbilityChecks on the page',
          );
        } finally {
          await close();
        }
      },
    })),
    {
      name: 'sub-section permalink /th/rules/AbilityChecks/ lands on /th/rules/D20Tests/#AbilityChecks',
      run: async (context) => {
        const { page, close } = await open(context, '/th/rules/AbilityChecks/');
        try {
          await page.waitForURL(/\/th\/rules\/D20Tests\/#AbilityChecks$/, { timeout: 5000 });
          expect(await page.locator('#AbilityChecks').isVisible(), 'target heading visible');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'the redirect page works without JavaScript (meta refresh, canonical, visible link)',
      run: async (context) => {
        const tracked = await context.newPage({ javaScriptEnabled: false });
        try {
          const response = await tracked.page.request.get(`${context.baseUrl}/zh/rules/AbilityChecks/`);
          const html = await response.text();
          expect(
            /http-equiv="refresh" content="0; url=\/zh\/rules\/D20Tests\/#AbilityChecks"/.test(html),
            'meta refresh',
          );
          expect(/rel="canonical" href="\/zh\/rules\/D20Tests\/#AbilityChecks"/.test(html), 'canonical link');
          expect(/<a href="\/zh\/rules\/D20Tests\/#AbilityChecks">/.test(html), 'visible link');
        } finally {
          await tracked.close();
        }
      },
    },
    {
      name: 'the language switcher keeps the rule ID (th -> zh -> en)',
      run: async (context) => {
        const { page, close } = await open(context, '/th/rules/D20Tests/');
        try {
          const select = page.locator('starlight-lang-select select').first();
          await Promise.all([
            page.waitForURL(/\/zh\/rules\/D20Tests\/$/),
            select.selectOption('/zh/rules/D20Tests/'),
          ]);
          expect((await page.getAttribute('html', 'lang')) === 'zh-CN', 'switched to zh-CN');
          const again = page.locator('starlight-lang-select select').first();
          await Promise.all([
            page.waitForURL(/\/en\/rules\/D20Tests\/$/),
            again.selectOption('/en/rules/D20Tests/'),
          ]);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'every Thai and Chinese rule page is in its own language (no English fallback section left)',
      run: async (context) => {
        // Every section is translated now, so no page shows the English fallback; which sections
        // fall back is covered by the content package's resolvePage tests.
        const { page, close } = await open(context, '/th/rules/Exploration/');
        try {
          for (const path of [
            '/th/rules/Exploration/',
            '/th/rules/DamageandHealing/',
            '/th/rules/LevelAdvancement/',
            '/zh/rules/LevelAdvancement/',
            '/zh/rules/Combat/',
          ]) {
            await page.goto(`${context.baseUrl}${path}`);
            const fallback = await page.locator('.rule-section--fallback').count();
            expect(fallback === 0, `${path}: ${fallback} English fallback sections`);
            expect((await page.locator('main [data-section]').count()) > 0, `${path}: sections shown`);
          }
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a translated Thai page mixes per section: Thai sections carry no notice',
      run: async (context) => {
        const { page, close } = await open(context, '/th/rules/D20Tests/');
        try {
          const sections = page.locator('main [data-section]');
          const total = await sections.count();
          const fallback = await page.locator('main .rule-section--fallback').count();
          expect(
            total > 0 && fallback < total,
            `expected some translated sections (total ${total}, fallback ${fallback})`,
          );
          const first = sections.first();
          expect((await first.getAttribute('lang')) === null, 'translated section inherits lang="th"');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a core table renders with localized headers and U+2212 minus signs (/zh/rules/TheSixAbilities/)',
      run: async (context) => {
        const { page, close } = await open(context, '/zh/rules/TheSixAbilities/');
        try {
          const table = page.locator('[data-table="AbilityModifiersTable"] table');
          const headers = await table.locator('thead th').allTextContents();
          expect(
            headers.every((text) => /[\u4E00-\u9FFF]/.test(text)),
            `Chinese headers: ${headers.join(' | ')}`,
          );
          const first = await table.locator('tbody tr').first().locator('td').textContent();
          expect(
            first === '\u22125',
            `score 1 modifier "${first}" (SRD 5.2 AbilityModifiersTable: 1 -> \u22125)`,
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: "the status page shows the content package's figures (/th/status/)",
      run: async (context) => {
        const { contentStatus, loadContent } = await import('@polyhedral/content');
        const expected = contentStatus(loadContent());
        const { page, close } = await open(context, '/th/status/');
        try {
          for (const locale of TRANSLATED_LOCALES) {
            const row = page.locator(`tr[data-status-locale="${locale}"]`);
            const missing = Number((await row.locator('[data-missing]').textContent())?.replace(/\D/g, ''));
            const stale = Number((await row.locator('[data-stale]').textContent())?.replace(/\D/g, ''));
            const figures = expected.locales[locale];
            expect(missing === figures.missing, `${locale} missing ${missing} vs ${figures.missing}`);
            expect(stale === figures.stale, `${locale} stale ${stale} vs ${figures.stale}`);
          }
          const pending = await page.locator('#pending-th + ul > li').count();
          const figures = expected.locales.th;
          expect(
            pending === figures.missing + figures.stale,
            `Thai list ${pending} vs ${figures.missing + figures.stale}`,
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a mistyped address /th/rules/NoSuchRule/ gives the Thai 404 page',
      run: async (context) => {
        const { page, response, close } = await open(context, '/th/rules/NoSuchRule/');
        try {
          expect(response?.status() === 404, `status ${response?.status()}`);
          expect((await page.getAttribute('html', 'lang')) === 'th', 'html lang th');
          const body = (await page.locator('[data-not-found]').textContent()) ?? '';
          expect(/[\u0E00-\u0E7F]/.test(body), `Thai message, got "${body}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: '/ sends a Thai browser to /th/ and shows the chooser with ?choose',
      run: async (context) => {
        const tracked = await context.newPage({ locale: 'th-TH' });
        try {
          await tracked.page.goto(`${context.baseUrl}/`);
          await tracked.page.waitForURL(/\/th\/$/, { timeout: 5000 });
          await tracked.page.goto(`${context.baseUrl}/?choose`);
          const links = await tracked.page
            .locator('main a')
            .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
          expect(
            JSON.stringify(links) === JSON.stringify(['/en/', '/th/', '/zh/']),
            `links ${JSON.stringify(links)}`,
          );
        } finally {
          await tracked.close();
        }
      },
    },
    {
      name: 'the footer links the attribution page, and carries the CC-BY line where the page shows SRD text',
      run: async (context) => {
        const { page, close } = await open(context, '/zh/glossary/');
        try {
          const link = page.locator('.site-attribution a[href="/zh/attribution/"]');
          expect((await link.count()) === 1, 'footer link');
          expect(
            ((await page.locator('.site-attribution').textContent()) ?? '').includes('CC-BY-4.0'),
            'CC-BY line',
          );
          await page.goto(`${context.baseUrl}/zh/attribution/`);
          const statement = (await page.locator('.attribution-statement').textContent()) ?? '';
          expect(
            statement.includes('Creative Commons Attribution 4.0 International License'),
            'SRD statement',
          );
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
