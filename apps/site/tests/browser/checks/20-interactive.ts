import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distributionOf } from '@polyhedral/dice';
import { expect, type Scenario } from '../harness.ts';

/** The first rule page of a locale in dist/ whose HTML contains a marker, as a site path. */
function firstPageWith(distDir: string, locale: string, marker: string): string | null {
  const rulesDir = path.join(distDir, locale, 'rules');
  for (const id of readdirSync(rulesDir).sort()) {
    const html = readFileSync(path.join(rulesDir, id, 'index.html'), 'utf8');
    if (html.includes(marker)) return `/${locale}/rules/${id}/`;
  }
  return null;
}

const scenario: Scenario = {
  name: 'Interactive text: inline dice, term definitions, playtest box',
  checks: [
    {
      name: 'an inline dice popover opens with the exact mean, rolls, and closes on Escape',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th/rules/D20Tests/`);
          const button = page.locator('button.dice-inline').first();
          const notation = (await button.getAttribute('data-dice')) ?? '';
          expect(notation !== '', 'a dice button on the page');
          expect((await button.getAttribute('aria-expanded')) === 'false', 'aria-expanded="false" before');
          await button.click();
          const popover = page.locator('.dice-popover[role="dialog"]');
          await popover.waitFor({ state: 'visible', timeout: 3000 });
          expect((await button.getAttribute('aria-expanded')) === 'true', 'aria-expanded="true" when open');
          const expected = distributionOf(notation);
          const mean = Number(await popover.getAttribute('data-mean'));
          expect(Math.abs(mean - expected.mean) < 1e-12, `mean ${mean} vs ${expected.mean} for ${notation}`);
          const shown = (await popover.locator('.dice-mean').textContent()) ?? '';
          const formatted = new Intl.NumberFormat('th', { maximumFractionDigits: 2 }).format(expected.mean);
          expect(shown === formatted, `shown mean "${shown}" vs "${formatted}"`);
          expect((await popover.locator('.dice-chart > button.dice-bar').count()) > 0, 'bar chart drawn');
          const focused = await page.evaluate(() =>
            document.activeElement?.classList.contains('dice-popover'),
          );
          expect(focused, 'focus moved into the popover');
          await popover.locator('button.dice-roll').click();
          const result = (await popover.locator('.dice-roll-result strong').textContent()) ?? '';
          expect(/\d/.test(result), `roll result "${result}"`);
          await page.keyboard.press('Escape');
          await popover.waitFor({ state: 'detached', timeout: 3000 });
          expect(
            (await button.getAttribute('aria-expanded')) === 'false',
            'aria-expanded="false" after Escape',
          );
          const back = await page.evaluate(() => document.activeElement?.classList.contains('dice-inline'));
          expect(back, 'focus returned to the dice button');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a term link on /th/rules/Conditions/ shows its definition on keyboard focus',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th/rules/Conditions/`);
          const term = page.locator('main a.term[data-definition]').first();
          const definition = (await term.getAttribute('data-definition')) ?? '';
          expect(definition.length > 0, 'definition injected at build time');
          const describedBy = (await term.getAttribute('aria-describedby')) ?? '';
          expect(
            (await page.locator(`[id="${describedBy}"]`).count()) === 1,
            'aria-describedby target exists',
          );
          await term.focus();
          const tooltip = page.locator('.term-tooltip');
          await tooltip.waitFor({ state: 'visible' });
          const shown = (await tooltip.textContent()) ?? '';
          expect(shown.includes(definition.slice(0, 10)), `tooltip content ${shown.slice(0, 40)}`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'playtest text sits in a collapsed, localized "Playtest rules (older)" box marked lang="en"',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          const path = firstPageWith(context.distDir, 'th', '<details class="playtest"');
          expect(path !== null, 'no Thai rule page in dist has a playtest box');
          await page.goto(`${context.baseUrl}${path}`);
          const box = page.locator('details.playtest').first();
          expect((await box.getAttribute('lang')) === 'en', 'lang="en"');
          expect((await box.getAttribute('open')) === null, 'collapsed by default');
          const summary = (await box.locator('summary').textContent()) ?? '';
          expect(/[\u0E00-\u0E7F]/.test(summary), `Thai summary "${summary}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a playtest-only topic has its own page: English text under a localized notice, out of the Thai index',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          const response = await page.goto(`${context.baseUrl}/th/rules/PlaytestContests/`);
          expect(response?.status() === 200, `status ${response?.status()}`);
          const wrapper = page.locator('.playtest-only');
          expect((await wrapper.getAttribute('lang')) === 'en', 'wrapper lang="en"');
          expect((await wrapper.getAttribute('data-pagefind-ignore')) !== null, 'kept out of the Thai index');
          const notice = (await wrapper.locator('.notice--playtest').textContent()) ?? '';
          expect(/[\u0E00-\u0E7F]/.test(notice), `Thai notice "${notice}"`);
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
