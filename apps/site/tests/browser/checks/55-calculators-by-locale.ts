import type { Page } from '@playwright/test';
import { d20Test } from '@polyhedral/core';
import { distributionOf } from '@polyhedral/dice';
import {
  formatInteger,
  formatMessage,
  joinBorrowedWordsIn,
  type Locale,
  messagesFor,
} from '@polyhedral/i18n';
import { decimal, percent } from '../../support/locale-numbers.ts';
import { expectedSaveHalf, saveHalfLink } from '../../support/save-half-case.ts';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { sharedPage } from '../support/shared-page.ts';

const BROWSER_LOCALES = ['th'] as const;

/** Loads `path` unless the shared page shows it already (a test before loaded it and only read it). */
async function loadUnlessOn(page: Page, path: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
}

/** The field whose visible label is the localized text of `key`, inside one calculator. */
function field(page: Page, kind: string, locale: Locale, key: string) {
  // As the page shows it: Thai borrowed words joined (joinBorrowedWordsIn), as every island's words.
  const label = joinBorrowedWordsIn(messagesFor(locale, 'calc'), locale)[key];
  if (!label) throw new Error(`no ${locale} string ${key}`);
  return page.locator(`[data-calculator="${kind}"]`).getByLabel(label, { exact: true });
}

test.describe('Calculators in Thai: used by their labels, numbers checked against the core', () => {
  // In order in one worker and one tab (support/shared-page.ts): each test loads its own page but
  // the two dice tests, which use the save-for-half test's load (two loads fewer a language);
  // storage (the character a test saves) is cleared between tests.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  // Thai alone: in a browser the locale changes only the words. Every written locale's labels,
  // numbers, notes and errors are island tests in a DOM: src/calculators/calculators-by-locale.test.ts.
  for (const locale of BROWSER_LOCALES) {
    test(`${locale}: the D20 Test calculator (AdvantageDisadvantage) gives the core's chance for +5 vs DC 15 with Advantage`, async () => {
      const page = shared();
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

    test(`${locale}: the save-for-half calculator (HalfDamage) restores 10d6, +3 vs DC 14 from a shared link and matches the core`, async () => {
      const page = shared();
      // The page's second save-half calculator (the first sits in DamageagainstMultipleTargets).
      await page.goto(`/${locale}/rules/DamageandHealing/?${saveHalfLink('save-half-2')}`);
      const shown = page
        .locator('[data-calculator-instance="save-half-2"] [data-testid="save-expected"]')
        .first();
      await scrollIntoView(shown);
      const expected = expectedSaveHalf(locale);
      await expect(shown, 'the expected damage the core gives').toContainText(expected);
    });

    test(`${locale}: the dice calculator shows the exact mean of 4d6kh3 and of 20d20!, refuses 200d20! as too large, and a bad expression gets a ${locale} message`, async () => {
      const page = shared();
      // The save-for-half test before loaded this page (its shared link) and only read it: the dice
      // calculator is used on that load (one load fewer a language). Alone, the test loads it.
      await loadUnlessOn(page, `/${locale}/rules/DamageandHealing/`);
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
      const note = formatMessage(
        messagesFor(locale, 'calc'),
        'calc.dice.unboundedAbove',
        { max: formatInteger(locale, distributionOf('20d20!').max) },
        locale,
      );
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

    test(`${locale}: the dice calculator reads 1d6e6 and floor(8d6/2), names the reading of 1d6/2, refuses "8d6 fire" naming 8d6 [fire], and reads 1d20+PB from My character`, async () => {
      const page = shared();
      // Other rollers' spellings (issue 50), on the dice test's load.
      await loadUnlessOn(page, `/${locale}/rules/DamageandHealing/`);
      const expression = field(page, 'dice', locale, 'calc.dice.expr');
      await scrollIntoView(expression);
      const mean = page.locator('[data-calculator="dice"] [data-testid="dice-mean"]');
      // d20's explode-on and the JS rollers' floor(), exact: 1d6e6 averages 3.5 · 6/5.
      await expression.fill('1d6e6');
      await expect(page.locator('[data-calculator="dice"] astro-island:not([ssr])')).toBeAttached();
      await expect(mean, 'the mean of 1d6e6').toContainText(decimal(locale, 4.2));
      await expression.fill('floor(8d6/2)');
      await expect(mean, 'the mean of floor(8d6/2)').toContainText(decimal(locale, 13.75));
      // `/` rounds down here (rule RoundDown): the note names the reading and ceil/round.
      await expression.fill('1d6/2');
      const note = page.locator('[data-calculator="dice"] [data-testid="dice-note"]');
      await expect(note).toHaveCount(1);
      await expect(note).toContainText('ceil(…/…)');
      await expect(note, 'in the reader’s language').toContainText(
        { en: 'rounds down', th: 'ปัดลง', zh: '向下取整' }[locale],
      );
      // A word after the roll: the bracket spelling, at the word.
      await expression.fill('8d6 fire');
      const alert = page.locator('[data-calculator="dice"] .calc-error').first();
      await expect(alert).toContainText('8d6 [fire]');
      // Without a character PB is refused naming My character; with one it is read from it.
      await expression.fill('1d20+PB');
      await expect(alert).toContainText(messagesFor(locale, 'character')['character.title']!);
      await page.evaluate(() =>
        localStorage.setItem(
          'polyhedral.character',
          JSON.stringify({
            name: 'Pat',
            level: 5,
            scores: {
              strength: 16,
              dexterity: 12,
              constitution: 14,
              intelligence: 10,
              wisdom: 10,
              charisma: 8,
            },
            saves: [],
            skills: [],
            armorClass: 15,
            maxHp: 38,
          }),
        ),
      );
      await expression.fill('1d20+STR');
      await expression.fill('1d20+PB');
      // Level 5: Proficiency Bonus +3 (ProficiencyBonusTable); the URL keeps what was typed.
      await expect(mean, 'the mean of 1d20+3').toContainText(decimal(locale, 13.5));
      await expect
        .poll(async () => new URLSearchParams(await page.evaluate(() => location.search)).get('dice.expr'))
        .toBe('1d20+PB');
    });
  }
});
