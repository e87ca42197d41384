/**
 * "Find a section" keeps the caret (issue 45): typing `RoundDown` key by key into the overview's
 * search, in the th and zh interface, leaves `RoundDown` in the field (not `nwoDdnuoR`), the focus
 * in it, and one row; Enter on a filter button keeps the focus on that button.
 */
import { expect, shot, test } from '../fixtures.ts';

// Both interface languages in one test: one server and one page, loaded again in zh (the fixtures'
// setup once, not twice).
test('th and zh interface: typing RoundDown key by key finds one row', async ({ workbench, page }) => {
  for (const ui of ['th', 'zh'] as const) {
    await page.goto(workbench.urlFor(ui));
    await expect(page.locator('#overview')).toBeVisible();
    const search = page.locator('#overview input[type=search]');
    await search.click();
    // One key at a time, each redrawing the overview.
    await page.keyboard.type('RoundDown', { delay: 40 });
    await expect(search, `${ui}: the typed order kept`).toHaveValue('RoundDown');
    await expect(search, `${ui}: the focus kept`).toBeFocused();
    await expect(page.locator('#overview tr[data-id]'), `${ui}: one row`).toHaveCount(1);
    await expect(page.locator('#overview tr[data-id]')).toHaveAttribute('data-id', 'RoundDown');
    // The caret is where typing left it: one more key lands at the end.
    await page.keyboard.press('Backspace');
    await expect(search).toHaveValue('RoundDow');
    await shot(page, `overview-search-${ui}.png`);
    // Enter on a filter button: the filter applies and the focus stays on it.
    await search.fill('');
    const drafts = page.locator('#overview .filters button[data-state="draft"]');
    await drafts.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#overview .filters button[data-state="draft"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('#overview .filters button[data-state="draft"]')).toBeFocused();
  }
});
