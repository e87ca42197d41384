/** Round 2 on a phone, tab by tab (`tracker-heights --round`): how many screens a round takes. */

import { type TrackerState, trackerFileText } from '@polyhedral/core/tracker';
import { ROUND_TWO_NAMES as NAMES } from '@polyhedral/site/tracker-fight';
import type { Browser, Page } from 'playwright-core';

/** The tool tabs, in the page's order. */
const TABS = ['hp', 'attack', 'check', 'save-half', 'effects', 'add', 'more'] as const;

type Device = { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean };

interface RoundHeight {
  locale: string;
  tab: string;
  /** The whole page (its scroll height), in screens: the figure. */
  page: number;
  /** The tools as a sheet on the screen's foot (phone, in a fight): its height and its content's, in px. */
  sheet: { shown: number; content: number } | null;
  line: string;
}

/** The page's height, and the tools' sheet when they are one (sticky, scrolling on its own). */
async function measure(page: Page) {
  return page.evaluate(() => {
    const tools = document.querySelector<HTMLElement>('.tracker-tools')!;
    const style = getComputedStyle(tools);
    const sheet =
      style.position === 'sticky' && style.overflowY === 'auto'
        ? { shown: tools.clientHeight, content: tools.scrollHeight }
        : null;
    return { whole: document.documentElement.scrollHeight, sheet };
  });
}

/** Opens the tracker in `locale` with round 2 of the 9-creature fight stored, the group of four ticked. */
async function openRound(
  browser: Browser,
  base: string,
  device: Device,
  locale: keyof typeof NAMES,
  fight: (names: readonly string[]) => TrackerState,
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(`${base}/${locale}/tracker/`, { waitUntil: 'load', timeout: 60_000 });
  const state = fight(NAMES[locale]);
  await page.evaluate((text) => localStorage.setItem('polyhedral.tracker', text), trackerFileText(state));
  await page.reload({ waitUntil: 'load' });
  await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 30_000 });
  // The group of four ticked in the list (kept across the tabs), as a table would before acting.
  for (const one of state.creatures.filter((c) => c.group))
    await page.locator(`#tracker-select-${one.id}`).check();
  return { context, page };
}

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`tracker-tab-${tab}`).click();
  await page
    .locator('[role="tabpanel"]:not([hidden])')
    .locator('.tracker-panel, .tracker-add, .calc-fields, button')
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForTimeout(200);
}

/** Screenshots light and dark: the screen as the table sees it, and the whole page. */
async function shoot(page: Page, path: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
    }, scheme);
    await page.screenshot({ path: `${path}-${scheme}.png` });
    await page.screenshot({ path: `${path}-${scheme}-page.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
  });
}

/**
 * Each tab of round 2 in th and zh, the group of four goblins ticked: the page in screens of the
 * device, and the tools' sheet (shown / content height) where the tools are one. `shots`: each tab
 * on the phone, and hit points and save for half on `desktop`, light and dark.
 */
export async function roundHeights(
  browser: Browser,
  base: string,
  devices: { phone: Device; desktop: Device },
  fight: (names: readonly string[]) => TrackerState,
  shots: string | undefined,
): Promise<RoundHeight[]> {
  const out: RoundHeight[] = [];
  const { phone, desktop } = devices;
  for (const locale of ['th', 'zh'] as const) {
    const { context, page } = await openRound(browser, base, phone, locale, fight);
    for (const tab of TABS) {
      await openTab(page, tab);
      const { whole, sheet } = await measure(page);
      const screens = Math.round((whole / phone.viewport.height) * 100) / 100;
      const tools = sheet
        ? `the tools a sheet ${sheet.shown} px high, ${sheet.content} px of content scrolling in it`
        : 'the tools in the page';
      out.push({
        locale,
        tab,
        page: screens,
        sheet,
        line: `${locale} round 2, 9 creatures, ${tab}: page ${whole} px = ${screens} screens (${tools})`,
      });
      if (shots) await shoot(page, `${shots}/${locale}-phone-${tab}`);
    }
    await context.close();
    if (!shots) continue;
    const wide = await openRound(browser, base, desktop, locale, fight);
    for (const tab of ['hp', 'save-half'] as const) {
      await openTab(wide.page, tab);
      await shoot(wide.page, `${shots}/${locale}-desktop-${tab}`);
    }
    await wide.context.close();
  }
  return out;
}
