/** Round 2 on a phone, tab by tab (`tracker-heights --round`): how many screens a round takes. */

import { type TrackerState, trackerFileText } from '@polyhedral/core/tracker';
import type { Browser } from 'playwright-core';

/** The fight's names in the reader's language: three characters, the goblins, the ogre, the wolf. */
const NAMES = {
  th: ['อัยลา', 'เบรน', 'มาลี', 'ก็อบลิน', 'โอเกอร์', 'หมาป่า'],
  zh: ['艾拉', '布伦', '玛丽', '地精', '食人魔', '狼'],
} as const;

/** The tool tabs, in the page's order. */
const TABS = ['hp', 'attack', 'check', 'save-half', 'effects', 'add', 'more'] as const;

interface RoundHeight {
  locale: string;
  tab: string;
  /** From the tracker's top to the end of the open tab, in screens. */
  round: number;
  /** The whole page, in screens. */
  page: number;
  line: string;
}

/** Each tab of round 2 in th and zh, the group of four goblins ticked. */
export async function roundHeights(
  browser: Browser,
  base: string,
  device: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean },
  fight: (names: readonly string[]) => TrackerState,
  shots: string | undefined,
): Promise<RoundHeight[]> {
  const out: RoundHeight[] = [];
  for (const locale of ['th', 'zh'] as const) {
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
    for (const tab of TABS) {
      await page.getByTestId(`tracker-tab-${tab}`).click();
      const open = page.locator('[role="tabpanel"]:not([hidden])');
      await open
        .locator('.tracker-panel, .tracker-add, .calc-fields, button')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.waitForTimeout(200);
      const { round, whole } = await page.evaluate(() => {
        const top = document.querySelector('.tracker')!.getBoundingClientRect().top;
        const bottom = document
          .querySelector('[role="tabpanel"]:not([hidden])')!
          .getBoundingClientRect().bottom;
        return { round: bottom - top, whole: document.documentElement.scrollHeight };
      });
      const screens = (px: number) => Math.round((px / device.viewport.height) * 100) / 100;
      out.push({
        locale,
        tab,
        round: screens(round),
        page: screens(whole),
        line: `${locale} round 2, 9 creatures, ${tab}: ${Math.round(round)} px = ${screens(round)} screens (page ${whole} px = ${screens(whole)})`,
      });
      if (shots) await page.screenshot({ path: `${shots}/${locale}-round2-${tab}.png`, fullPage: true });
    }
    await context.close();
  }
  return out;
}
