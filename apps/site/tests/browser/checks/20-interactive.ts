import { distributionOf } from '@polyhedral/dice';
import { expect, test } from '../fixtures.ts';

/** The playtest box and a playtest-only page, as built, are tests/built/reading.built.ts's. */
test.describe('Interactive text: inline dice, term definitions', () => {
  test('an inline dice popover opens with the exact mean, rolls, and closes on Escape', async ({ page }) => {
    await page.goto('/th/rules/D20Tests/');
    const button = page.locator('button.dice-inline').first();
    const notation = (await button.getAttribute('data-dice')) ?? '';
    expect(notation, 'a dice button on the page').not.toBe('');
    await expect(button, 'aria-expanded="false" before').toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const popover = page.locator('.dice-popover[role="dialog"]');
    await expect(popover).toBeVisible();
    await expect(button, 'aria-expanded="true" when open').toHaveAttribute('aria-expanded', 'true');
    const expected = distributionOf(notation);
    const mean = Number(await popover.getAttribute('data-mean'));
    expect(Math.abs(mean - expected.mean), `mean ${mean} vs ${expected.mean} for ${notation}`).toBeLessThan(
      1e-12,
    );
    const formatted = new Intl.NumberFormat('th', { maximumFractionDigits: 2 }).format(expected.mean);
    await expect(popover.locator('.dice-mean'), 'the mean in Thai digits').toHaveText(formatted);
    await expect(popover.locator('.dice-chart > button.dice-bar').first(), 'bar chart drawn').toBeAttached();
    await expect(popover, 'focus moved into the popover').toBeFocused();
    await popover.locator('button.dice-roll').click();
    await expect(popover.locator('.dice-roll-result strong'), 'a roll result').toHaveText(/\d/);
    await page.keyboard.press('Escape');
    await expect(popover).not.toBeAttached();
    await expect(button, 'aria-expanded="false" after Escape').toHaveAttribute('aria-expanded', 'false');
    await expect(button, 'focus returned to the dice button').toBeFocused();
  });

  test('a term link on /th/rules/Conditions/ shows its definition on keyboard focus', async ({ page }) => {
    await page.goto('/th/rules/Conditions/');
    const term = page.locator('main a.term[aria-describedby]').first();
    const describedBy = (await term.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`), 'aria-describedby target exists').toHaveCount(1);
    const definition = (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
    expect(definition.length, 'definition written at build time, once on the page').toBeGreaterThan(0);
    await term.focus();
    const tooltip = page.locator('.term-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(definition.slice(0, 10));
  });
});
