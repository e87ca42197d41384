/**
 * Prints the workbench's figures, median of 20 each (real content, read only; Debian's chromium):
 * - open: from choosing a section to its editor showing the QA findings;
 * - QA after a pause: from the last keystroke to the findings shown again (the editor waits
 *   40 ms after a keystroke, then asks the server, which runs qaSection and the preview);
 * - server check: the /api/check request alone, measured in the page.
 * `pnpm --filter @polyhedral/workbench timing`
 */

import { launchChromium } from '@polyhedral/browser-testing';
import { median } from '@polyhedral/browser-testing/measure';
import { loadContent } from '@polyhedral/content';
import { startWorkbench } from '../src/server/index.ts';

const RUNS = 20;

const model = loadContent();
const drafts = [...model.sections.entries()]
  .filter(([, entry]) => entry.th?.review === 'draft' && entry.en)
  .map(([id]) => id)
  .slice(0, RUNS);
const running = await startWorkbench({ port: 0 });
const browser = await launchChromium('timing');
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
await page.goto(running.url);
await page.waitForSelector('#overview');

const open: number[] = [];
const pause: number[] = [];
const server: number[] = [];
for (const id of drafts) {
  const started = Date.now();
  await page.evaluate((section) => {
    location.hash = `#/th/${section}`;
  }, id);
  await page.waitForSelector(`#editor[data-id="${id}"] .qa-summary[data-checks]`);
  open.push(Date.now() - started);

  await page.evaluate(() => {
    const state = window as unknown as { lastKey: number; shown: number };
    document.addEventListener('beforeinput', () => (state.lastKey = performance.now()), { capture: true });
    const summary = document.querySelector('.qa-summary')!;
    new MutationObserver(() => (state.shown = performance.now())).observe(summary, {
      attributes: true,
      attributeFilter: ['data-checks'],
    });
    const view = window.workbench!.view;
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
  });
  const before = await page.evaluate(() => window.workbench!.checks);
  for (const character of ' ทดสอบ') await page.keyboard.insertText(character);
  await page.waitForFunction((n) => window.workbench!.checks > n, before);
  pause.push(
    await page.evaluate(() => {
      const state = window as unknown as { lastKey: number; shown: number };
      return state.shown - state.lastKey;
    }),
  );
  server.push(
    await page.evaluate(async (section) => {
      const token = sessionStorage.getItem('polyhedral-workbench-token')!;
      const markdown = window.workbench!.view.state.doc.toString();
      const t0 = performance.now();
      await fetch(`/api/check/th/${section}?ui=th`, {
        method: 'POST',
        headers: { 'X-Workbench-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ markdown }),
      }).then((response) => response.json());
      return performance.now() - t0;
    }, id),
  );
  // Leave the section unsaved text behind in localStorage only (nothing is written).
  await page.evaluate(() => localStorage.clear());
}
await browser.close();
await running.close();
console.log(`sections measured: ${open.length} (Thai drafts), ${RUNS} runs each figure`);
console.log(`open a section (choose -> editor with QA shown): median ${median(open).toFixed(0)} ms`);
console.log(
  `keystroke pause -> QA update shown: median ${median(pause).toFixed(0)} ms (40 ms of it the editor's wait)`,
);
console.log(`server check request alone: median ${median(server).toFixed(0)} ms`);
