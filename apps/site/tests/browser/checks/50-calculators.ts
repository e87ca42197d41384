import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { sharedPage } from '../support/shared-page.ts';

/** Scrolls a calculator into view, reaches for it (islands hydrate `client:interact`) and waits for hydration. */
async function hydrated(page: Page, kind: string) {
  const slot = page.locator(`[data-calculator="${kind}"]`);
  await scrollIntoView(slot);
  // Calculators hydrate on first interaction (client:interact): reach for it like a reader.
  await slot.locator('input, select').first().focus();
  await expect(slot.locator('astro-island:not([ssr])'), `${kind} hydrated`).toBeAttached();
  return slot;
}

/** The first element on the page that matches the selector (a result figure). */
function first(page: Page, selector: string) {
  return page.locator(selector).first();
}

/** The current query string as the page sees it. */
function searchOf(page: Page): Promise<URLSearchParams> {
  return page.evaluate(() => location.search).then((search) => new URLSearchParams(search));
}

test.describe('Rule calculators: damage receipt, death saves, point buy, travel pace, URL state', () => {
  // In order in one worker and one tab (support/shared-page.ts) for the tests that take no page
  // of their own: each loads its own page; storage is cleared between tests.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  test('the damage calculator follows the 28 Fire example by keyboard and keeps it in the URL', async () => {
    const page = shared();
    await page.goto('/en/rules/DamageandHealing/');
    const slot = await hydrated(page, 'damage-application');
    await slot.locator('#damage-application-hp').fill('40');
    await slot.locator('#damage-application-max-hp').fill('40');
    await slot.locator('#damage-application-parts-1-amount').fill('28');
    await slot.locator('#damage-application-parts-1-type').selectOption('fire');
    await slot.locator('#damage-application-adjust').fill('−5');
    // Open the Resistance group with the keyboard and tick "all damage" with Space.
    await slot.locator('#damage-application-resist summary').focus();
    await page.keyboard.press('Enter');
    await slot.locator('#damage-application-resist input[value="all"]').focus();
    await page.keyboard.press('Space');
    await slot.locator('#damage-application-vulnerable summary').click();
    await slot.locator('#damage-application-vulnerable input[value="fire"]').check();
    await expect(first(page, '[data-testid="damage-taken"]'), 'damage taken 22').toHaveText('22');
    const steps = first(page, '[data-testid="damage-steps"]');
    await expect(steps, 'receipt').toContainText('23 → 11');
    await expect(steps, 'receipt').toContainText('11 → 22');
    await expect
      .poll(async () => (await searchOf(page)).get('damage-application.resist'), 'URL keeps resist=all')
      .toBe('all');
    await page.reload();
    const again = await hydrated(page, 'damage-application');
    await expect(again.locator('[data-testid="damage-taken"]')).toBeVisible();
    await expect(first(page, '[data-testid="damage-taken"]'), 'state restored from the URL').toHaveText('22');
  });

  test('a tampered calculator URL falls back to defaults with a notice (death saves, Thai)', async () => {
    const page = shared();
    await page.goto('/th/rules/DamageandHealing/?death-saves.successes=9&death-saves.failures=2');
    const slot = await hydrated(page, 'death-saves');
    await expect(slot.locator('.calc-notice')).toBeVisible();
    await expect(slot.locator('#death-saves-successes'), 'bad value replaced by 0').toHaveValue('0');
    await expect(slot.locator('#death-saves-failures'), 'valid value kept').toHaveValue('2');
    await slot.locator('#death-saves-successes').fill('2');
    await expect(
      first(page, '[data-testid="death-saves-stable"]'),
      'P(stable) at 2-2 is exactly 1/2',
    ).toContainText('1/2');
  });

  test('point buy fills the Standard Array and reports an over-budget set in Chinese', async () => {
    const page = shared();
    await page.goto('/zh/rules/CreateYourCharacter/');
    const slot = await hydrated(page, 'point-buy');
    await slot.locator('button.calc-button').first().click();
    await expect(slot.locator('#point-buy-strength'), 'Strength 15').toHaveValue('15');
    await expect(first(page, '[data-testid="point-buy-remaining"]'), 'all 27 points spent').toHaveText('0');
    await slot.locator('#point-buy-charisma').fill('15');
    const issue = slot.locator('div[role="alert"].calc-error > ul');
    await expect(issue, 'the issue in Chinese').toHaveText(/[\u4e00-\u9fff]/);
    await expect(issue, 'the issue names 36 points').toContainText('36');
  });

  test('travel pace gives 90 miles for 3 days at a Fast pace with its Disadvantage note', async () => {
    const page = shared();
    await page.goto('/en/rules/Exploration/');
    const slot = await hydrated(page, 'travel-pace');
    await slot.locator('#travel-pace-pace').selectOption('fast');
    await slot.locator('#travel-pace-unit').selectOption('days');
    await slot.locator('#travel-pace-amount').fill('3');
    await expect(first(page, '[data-testid="travel-distance"]'), 'distance').toHaveText('90 miles');
    await expect(slot.locator('.calc-steps'), 'pace effect').toContainText('Disadvantage');
    await slot.locator('#travel-pace-amount').fill('400');
    await expect(slot.locator('#travel-pace-amount'), 'over 365 days').toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
