import type { Page } from '@playwright/test';
import { d20Test, saveHalfTargets } from '@polyhedral/core';
import { distributionOf } from '@polyhedral/dice';
import {
  formatInteger,
  interpolate,
  intlLocale,
  type Locale,
  messagesFor,
  WRITTEN_LOCALES,
} from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

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

test.describe('Calculators in every language: used by their labels, numbers checked against the core', () => {
  for (const locale of WRITTEN_LOCALES) {
    test(`${locale}: the D20 Test calculator (AdvantageDisadvantage) gives the core's chance for +5 vs DC 15 with Advantage`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/rules/AdvantageDisadvantage/`);
      await page.waitForURL(/\/rules\/D20Tests\/#AdvantageDisadvantage$/);
      // Typed right away, before the island has hydrated: the value must not be lost.
      await field(page, 'd20-test', locale, 'calc.d20-test.bonus').fill('5');
      await expect(page.locator('[data-calculator="d20-test"] astro-island:not([ssr])')).toBeAttached();
      await field(page, 'd20-test', locale, 'calc.common.dc').fill('15');
      await field(page, 'd20-test', locale, 'calc.common.advantage').fill('1');
      const expected = percent(
        locale,
        d20Test({ kind: 'check', bonus: 5, target: 15, advantage: 1 }).success,
      );
      const shown = page.locator('[data-calculator="d20-test"] [data-testid="d20-success"]');
      await expect(shown, 'the chance the core gives').toHaveText(expected);
      await expect
        .poll(
          async () =>
            new URLSearchParams(await page.evaluate(() => location.search)).get('d20-test.advantage'),
          'state in URL',
        )
        .toBe('1');
    });

    test(`${locale}: the dice calculator shows the exact mean of 4d6kh3 and of 20d20!, refuses 200d20! as too large, and a bad expression gets a ${locale} message`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/rules/DamageandHealing/`);
      const expression = field(page, 'dice', locale, 'calc.dice.expr');
      await scrollIntoView(expression);
      await expression.fill('4d6kh3');
      await expect(page.locator('[data-calculator="dice"] astro-island:not([ssr])')).toBeAttached();
      const mean = page.locator('[data-calculator="dice"] [data-testid="dice-mean"]');
      await expect(mean, 'the mean of 4d6kh3').toContainText(decimal(locale, distributionOf('4d6kh3').mean));
      // Exploding dice: one d20! averages 10.5 / (19/20) (Wald's identity), twenty of them
      // 221.0526...; computed, not refused as too large. 200d20! is past the calculator's budget.
      await expression.fill('20d20!');
      await expect(mean, 'the mean of 20d20!').toContainText(decimal(locale, (20 * 10.5 * 20) / 19));
      // It has no largest total: the note says totals past the last one shown are possible.
      const note = interpolate(messagesFor(locale, 'calc')['calc.dice.unboundedAbove']!, {
        max: formatInteger(locale, distributionOf('20d20!').max),
      });
      await expect(
        page.locator('[data-calculator="dice"] .calc-hint').filter({ hasText: note }),
      ).toBeVisible();
      await expression.fill('200d20!');
      const budget = messagesFor(locale, 'calc')['calc.error.budget']!;
      await expect(
        page.locator('[data-calculator="dice"] .calc-error').filter({ hasText: budget }),
      ).toBeVisible();
      await expression.fill('2d');
      const alert = page.locator('[data-calculator="dice"] .calc-error').first();
      await expect(alert).toBeVisible();
      const script = { en: /[A-Za-z]/, th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ }[locale];
      await expect(alert, 'localized error').toHaveText(script);
      // What was expected, in words (issue 30): never the parser's tokens or a nesting left over.
      await expression.fill('1d6 +');
      await expect(alert, 'a number or a die like d6').toContainText(
        messagesFor(locale, 'dice')['dice.expected.operand']!,
      );
      await expect(alert, 'no parser tokens').not.toHaveText(/0-9 d|\$t\(|\{\{/);
    });

    test(`${locale}: the save-for-half calculator (HalfDamage) restores 10d6, +3 vs DC 14 from a shared link and matches the core`, async ({
      page,
    }) => {
      // The page's second save-half calculator (the first sits in DamageagainstMultipleTargets).
      const query = new URLSearchParams({
        'save-half-2.damage': '10d6:fire',
        'save-half-2.targets': 'save=+3',
        'save-half-2.dc': '14',
      });
      await page.goto(`/${locale}/rules/DamageandHealing/?${query}`);
      const shown = page
        .locator('[data-calculator-instance="save-half-2"] [data-testid="save-expected"]')
        .first();
      await scrollIntoView(shown);
      const target = {
        saveBonus: 3,
        mode: 'normal',
        cover: 'none',
        resist: [],
        vulnerable: [],
        immune: [],
      } as const;
      const expected = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(
        saveHalfTargets({ damage: [{ amount: '10d6', type: 'fire' }], dc: 14, targets: [target] }).targets[0]!
          .expectedDamage,
      );
      await expect(shown, 'the expected damage the core gives').toContainText(expected);
    });
  }
});
