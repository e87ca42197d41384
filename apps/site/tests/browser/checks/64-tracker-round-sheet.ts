import type { Locator, Page } from '@playwright/test';
import { ROUND_TWO_NAMES, roundTwo } from '../../../tools/tracker-heights-fight.ts';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { openTrackerWith, storeLargestTextBeforeLoad } from '../support/tracker.ts';

/**
 * Round 2 of a 9-creature fight on a 390 x 844 phone (issue 100 item 4, decision 520), in Thai and
 * Chinese: the tools are a sheet on the screen's foot with its own scroll, so the page is within
 * 1.5 screens on every tab (before the sheet: 1.63-2.79 screens, decision 441); a row ticked is
 * brought above the sheet, not under it; a save for half on all living monsters is three taps, each
 * target on the screen and not covered when tapped; at the largest text the sheet keeps its share.
 */

const TABS = ['hp', 'attack', 'check', 'save-half', 'effects', 'add', 'more'] as const;
const SCREEN = PHONE.viewport.height;

/** On the screen and the topmost thing at its centre: a tap there lands on it, with no scroll. */
function tappable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
  });
}

async function sheetTop(page: Page): Promise<number> {
  return (await page.getByTestId('tracker-tools').boundingBox())!.y;
}

for (const locale of ['th', 'zh'] as const) {
  test(`${locale} phone, round 2 with 9 creatures: within 1.5 screens on every tab, the tools a sheet`, async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    const state = roundTwo(ROUND_TWO_NAMES[locale]);
    await openTrackerWith(page, `/${locale}/tracker/`, state);
    // The last row ticked is scrolled above the sheet, in full.
    const wolf = state.creatures.at(-1)!.id;
    await page.locator(`#tracker-select-${wolf}`).check();
    const row = (await page.getByTestId(`tracker-creature-${wolf}`).boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(await sheetTop(page));
    const pages: string[] = [];
    for (const tab of TABS) {
      const button = page.getByTestId(`tracker-tab-${tab}`);
      // A tab past the row's end (Thai) is a sideways swipe of the row away: the page stays put.
      await button.evaluate((element: HTMLElement) => {
        const row = element.parentElement!;
        const end = element.offsetLeft + element.offsetWidth;
        if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
      });
      expect(await tappable(button), `${tab}'s tab on the screen`).toBe(true);
      await button.click();
      const panel = page.locator(`#tracker-tabpanel-${tab}`);
      await expect(panel.locator('.tracker-panel, .tracker-add, button').first()).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      pages.push(`${tab} ${(height / SCREEN).toFixed(2)}`);
      expect(height, `${tab}: the page within 1.5 screens`).toBeLessThanOrEqual(1.5 * SCREEN);
      const sheet = (await page.getByTestId('tracker-tools').boundingBox())!;
      expect(sheet.height, `${tab}: the sheet at most 45% of the screen`).toBeLessThanOrEqual(0.45 * SCREEN);
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(SCREEN + 1);
    }
    console.log(`${locale}: round 2, 9 creatures, screens by tab: ${pages.join(', ')}`);
  });

  test(`${locale} phone: a save for half on all living monsters in three taps from a fresh round`, async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    const state = roundTwo(ROUND_TWO_NAMES[locale]);
    await openTrackerWith(page, `/${locale}/tracker/`, state);
    const taps = [
      page.getByTestId('tracker-tab-save-half'),
      page.getByTestId('tracker-save-half').getByTestId('tracker-quick-monsters'),
      page.getByTestId('tracker-save-half').locator('.tracker-buttons .calc-button--primary'),
    ];
    for (const [index, target] of taps.entries()) {
      await expect(target).toBeVisible();
      expect(await tappable(target), `tap ${index + 1} on the screen, uncovered`).toBe(true);
      await target.click();
    }
    // The six living monsters (four goblins, the ogre, the wolf) saved, each with its receipt line.
    const monsters = state.creatures.filter((one) => one.kind === 'monster');
    const receipt = page.getByTestId('tracker-save-half-receipt');
    for (const one of monsters) await expect(receipt).toContainText(one.name);
    expect(monsters).toHaveLength(6);
    // The receipt brought into the sheet's view (it comes after the action's button).
    await expect(receipt).toBeInViewport();
  });
}

test('zh phone, the largest text: the sheet keeps its share of the screen, its tabs and action in reach', async ({
  newPage,
}) => {
  const { page } = await newPage(PHONE);
  await storeLargestTextBeforeLoad(page);
  const state = roundTwo(ROUND_TWO_NAMES.zh);
  await openTrackerWith(page, '/zh/tracker/', state);
  await expect(page.locator('.tracker')).toHaveClass(/tracker--text-largest/);
  const sheet = (await page.getByTestId('tracker-tools').boundingBox())!;
  expect(sheet.height).toBeLessThanOrEqual(0.45 * SCREEN);
  const goblin = state.creatures.find((one) => one.group)!.id;
  await page.locator(`#tracker-select-${goblin}`).check();
  const row = (await page.getByTestId(`tracker-creature-${goblin}`).boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(await sheetTop(page));
  expect(await tappable(page.getByTestId('tracker-tab-hp'))).toBe(true);
  expect(await tappable(page.getByTestId('tracker-hp-panel').locator('.calc-button--primary'))).toBe(true);
});

/** Per tool: its "More options", the usual fields tapped with no scroll in the sheet, one rare field inside. */
const USUAL = {
  attack: {
    options: 'tracker-at-options',
    usual: ['#tracker-at-attacker', '#tracker-at-bonus'],
    rare: '#tracker-at-dice2',
  },
  add: {
    options: 'tracker-add-options',
    usual: ['#tracker-add-name', '#tracker-add-ac'],
    rare: '#tracker-add-speed',
  },
} as const;

for (const locale of ['th', 'zh'] as const) {
  test(`${locale} phone, round 2: the attack's and the add form's usual fields and action with no scroll in the sheet, the rest under "More options" (decision 521)`, async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    await openTrackerWith(page, `/${locale}/tracker/`, roundTwo(ROUND_TWO_NAMES[locale]));
    for (const [tab, want] of Object.entries(USUAL)) {
      await page.getByTestId(`tracker-tab-${tab}`).click();
      const panel = page.locator(`#tracker-tabpanel-${tab}`);
      const options = panel.getByTestId(want.options);
      await expect(options, `${tab}: "More options" folded on a phone`).not.toHaveAttribute('open');
      await expect(panel.locator(want.rare)).toBeHidden();
      for (const field of want.usual)
        expect(await tappable(panel.locator(field)), `${tab}: ${field} in view, uncovered`).toBe(true);
      const action = panel.locator('.tracker-buttons:not(.tracker-join) .calc-button--primary').first();
      expect(await tappable(action), `${tab}: its action in view, uncovered`).toBe(true);
      // One tap opens it; what is typed there survives folding it again.
      await options.locator(':scope > summary').click();
      await panel.locator(want.rare).fill('3');
      await options.locator(':scope > summary').click();
      await expect(panel.locator(want.rare)).toBeHidden();
      await options.locator(':scope > summary').click();
      await expect(panel.locator(want.rare)).toHaveValue('3');
      const summary = (await options.locator(':scope > summary').boundingBox())!;
      expect(summary.height, `${tab}: "More options" a 44 px target`).toBeGreaterThanOrEqual(44);
    }
  });
}
