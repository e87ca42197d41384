/**
 * `pnpm --filter @polyhedral/bench tracker-heights [baseUrl|distDir]`: how tall the combat tracker
 * page is with 6 and with 40 creatures in a fight, on the phone of the browser checks (390x844) and
 * on a desktop (1280x900), in Thai and Chinese. The fight is made with the core's own functions and
 * stored on the device as the page keeps it; the figure is the page's scroll height in CSS pixels
 * and in screens of that device. Prints one line per case (and `--json` a JSON object);
 * `--shots DIR` saves full-page screenshots of the six-creature cases, light and dark.
 * `--round`: instead, round 2 of a 9-creature fight on the phone (issue 100), every tool's tab
 * with the group of four goblins ticked: the page's height in screens of 844 px, and the tools'
 * sheet where they are one (its height and its content's); `--max 1.5` exits 1 when a tab's page
 * is taller than that many screens (`--shots`: each tab on the phone, light and dark, the screen
 * and the whole page; hit points and save for half on the desktop).
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { trackerFileText } from '@polyhedral/core/tracker';
import { startStaticServer } from '@polyhedral/site/static-server';
import { fight, roundTwo } from '@polyhedral/site/tracker-fight';
import { roundHeights } from './tracker-heights-round.ts';

const { values, positionals } = toolOptions('tracker-heights', {
  options: {
    json: { type: 'boolean' },
    shots: { type: 'string' },
    round: { type: 'boolean' },
    max: { type: 'string' },
  },
  allowPositionals: true,
});
const { json, shots, round, max } = values;
const target = positionals[0] ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url));

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

const server = target.startsWith('http') ? null : await startStaticServer(target);
const base = target.startsWith('http') ? target.replace(/\/$/, '') : server!.url;
const browser = await launchChromium();
const rows: { locale: string; device: string; creatures: number; height: number; screens: number }[] = [];
try {
  if (round) {
    const lines = await roundHeights(browser, base, DEVICES, roundTwo, shots);
    console.log(json ? JSON.stringify({ round: lines }) : lines.map((one) => one.line).join('\n'));
    const over = lines.filter((one) => max !== undefined && one.page > Number(max));
    for (const one of over) console.error(`over ${max} screens: ${one.locale} ${one.tab} (${one.page})`);
    process.exitCode = over.length > 0 ? 1 : 0;
  }
  for (const locale of round ? [] : ['th', 'zh']) {
    for (const [device, options] of Object.entries(DEVICES)) {
      for (const count of [6, 40]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        await page.goto(`${base}/${locale}/tracker/`, { waitUntil: 'load', timeout: 60_000 });
        await page.evaluate(
          (text) => localStorage.setItem('polyhedral.tracker', text),
          trackerFileText(fight(count)),
        );
        await page.reload({ waitUntil: 'load' });
        await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const screens = Math.round((height / options.viewport.height) * 100) / 100;
        rows.push({ locale, device, creatures: count, height, screens });
        if (shots && count === 6) {
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.evaluate((theme) => {
              document.documentElement.dataset.theme = theme;
            }, scheme);
            await page.screenshot({
              path: `${shots}/${locale}-${device}-${count}-${scheme}.png`,
              fullPage: true,
            });
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server?.close();
}
if (round) {
  // printed above
} else if (json) console.log(JSON.stringify({ rows }));
else
  for (const row of rows)
    console.log(
      `${row.locale} ${row.device} ${row.creatures} creatures: ${row.height} px (${row.screens} screens)`,
    );
