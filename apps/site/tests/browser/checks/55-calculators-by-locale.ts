import { d20Test, saveHalfTargets } from '@polyhedral/core';
import { distributionOf } from '@polyhedral/dice';
import { formatInteger, interpolate, intlLocale, LOCALES, type Locale, messagesFor } from '@polyhedral/i18n';
import type { Page } from 'playwright-core';
import { expect, type Scenario } from '../harness.ts';

const percent = (locale: Locale, p: number) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(p);
const decimal = (locale: Locale, x: number) =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 }).format(x);

/** The field whose visible label is the localized text of `key`, inside one calculator. */
function field(page: Page, kind: string, locale: Locale, key: string) {
  const label = messagesFor(locale, 'calc')[key];
  if (!label) throw new Error(`no ${locale} string ${key}`);
  return page.locator(`[data-calculator="${kind}"]`).getByLabel(label, { exact: true });
}

const scenario: Scenario = {
  name: 'Calculators in every language: used by their labels, numbers checked against the core',
  checks: LOCALES.flatMap((locale) => [
    {
      name: `${locale}: the D20 Test calculator (AdvantageDisadvantage) gives the core's chance for +5 vs DC 15 with Advantage`,
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/${locale}/rules/AdvantageDisadvantage/`);
          await page.waitForURL(/\/rules\/D20Tests\/#AdvantageDisadvantage$/);
          // Typed right away, before the island has hydrated: the value must not be lost.
          await field(page, 'd20-test', locale, 'calc.d20.bonus').fill('5');
          await page
            .locator('[data-calculator="d20-test"] astro-island:not([ssr])')
            .waitFor({ state: 'attached' });
          await field(page, 'd20-test', locale, 'calc.d20.dc').fill('15');
          await field(page, 'd20-test', locale, 'calc.d20.advantage').fill('1');
          const expected = percent(
            locale,
            d20Test({ kind: 'check', bonus: 5, target: 15, advantage: 1 }).success,
          );
          const shown = page.locator('[data-calculator="d20-test"] [data-testid="d20-success"]');
          await shown.filter({ hasText: expected }).waitFor({ timeout: 5_000 });
          expect(
            (await shown.textContent())?.trim() === expected,
            `shown ${await shown.textContent()} vs ${expected}`,
          );
          expect(
            new URL(page.url()).searchParams.get('d20-test.advantage') === '1',
            `state in URL ${page.url()}`,
          );
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: `${locale}: the dice calculator shows the exact mean of 4d6kh3 and of 20d20!, refuses 200d20! as too large, and a bad expression gets a ${locale} message`,
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/${locale}/rules/DamageandHealing/`);
          const expression = field(page, 'dice', locale, 'calc.dice.expression');
          await expression.scrollIntoViewIfNeeded();
          await expression.fill('4d6kh3');
          await page
            .locator('[data-calculator="dice"] astro-island:not([ssr])')
            .waitFor({ state: 'attached' });
          const expected = decimal(locale, distributionOf('4d6kh3').mean);
          const mean = page.locator('[data-calculator="dice"] [data-testid="dice-mean"]');
          await mean.filter({ hasText: expected }).waitFor({ timeout: 5_000 });
          // Exploding dice: one d20! averages 10.5 / (19/20) (Wald's identity), twenty of them
          // 221.0526...; computed, not refused as too large. 200d20! is past the calculator's budget.
          await expression.fill('20d20!');
          await mean.filter({ hasText: decimal(locale, (20 * 10.5 * 20) / 19) }).waitFor({ timeout: 5_000 });
          // It has no largest total: the note says totals past the last one shown are possible.
          const note = interpolate(messagesFor(locale, 'calc')['calc.dice.unboundedAbove']!, {
            max: formatInteger(locale, distributionOf('20d20!').max),
          });
          await page.locator('[data-calculator="dice"] .calc-hint').filter({ hasText: note }).waitFor();
          await expression.fill('200d20!');
          const budget = messagesFor(locale, 'calc')['calc.error.budget']!;
          await page
            .locator('[data-calculator="dice"] .calc-error')
            .filter({ hasText: budget })
            .waitFor({ timeout: 5_000 });
          await expression.fill('2d');
          const alert = page.locator('[data-calculator="dice"] .calc-error').first();
          await alert.waitFor();
          const message = (await alert.textContent()) ?? '';
          const script = { en: /[A-Za-z]/, th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ }[locale];
          expect(script.test(message), `localized error "${message}"`);
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: `${locale}: the save-for-half calculator (HalfDamage) restores 10d6, +3 vs DC 14 from a shared link and matches the core`,
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          // The page's second save-half calculator (the first sits in DamageagainstMultipleTargets).
          const query = new URLSearchParams({
            'save-half-2.damage': '10d6:fire',
            'save-half-2.targets': 'save=+3',
            'save-half-2.dc': '14',
          });
          await page.goto(`${context.baseUrl}/${locale}/rules/DamageandHealing/?${query}`);
          const shown = page
            .locator('[data-calculator-instance="save-half-2"] [data-testid="save-expected"]')
            .first();
          await shown.scrollIntoViewIfNeeded();
          const target = {
            saveBonus: 3,
            mode: 'normal',
            cover: 'none',
            resist: [],
            vulnerable: [],
            immune: [],
          } as const;
          const expected = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(
            saveHalfTargets({ damage: [{ amount: '10d6', type: 'fire' }], dc: 14, targets: [target] })
              .targets[0]!.expectedDamage,
          );
          await shown.filter({ hasText: expected }).waitFor({ timeout: 5_000 });
        } finally {
          await close();
        }
      },
    },
  ]),
};

export default scenario;
