/**
 * What Lighthouse does not measure: from a tap on a page's first calculator field to the moment
 * its island is hydrated and shows the result of the value typed right after the tap (hydration,
 * replay of the edit, re-render), on the phone of phone-profile.ts, after the page has loaded and
 * the network has gone quiet.
 */
import type { Browser, Page } from 'playwright-core';
import { phonePage } from '../phone-profile.ts';

/** A value that changes the calculator's result: a number 4 away (level 1 -> 5 changes the proficiency bonus), or other dice. */
export function nextValue(current: string): string {
  if (/^-?\d+$/.test(current.trim())) {
    const value = Number(current);
    return String(value < 10 ? value + 4 : value - 4);
  }
  return current.trim() === '3d8+2' ? '2d6' : '3d8+2';
}

/** Resolves `window.__ready` with ms from the touchstart on the marked field to a changed, hydrated island. */
const TAP_WATCHER = `
  (() => {
    const input = document.querySelector('[data-perf-field]');
    const island = input.closest('astro-island');
    const before = island.innerText;
    let tapped = 0;
    input.addEventListener('touchstart', () => { tapped = performance.now(); }, { capture: true, once: true, passive: true });
    window.__ready = new Promise((resolve) => {
      const poll = () => {
        if (tapped && !island.hasAttribute('ssr') && island.innerText !== before) resolve(performance.now() - tapped);
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  })();
`;

async function tapOnce(page: Page): Promise<number | null> {
  // A handle, not a locator: once the island hydrates, `[ssr]` no longer matches it.
  const field = await page
    .locator('[data-calculator] astro-island[ssr] input:is([type="number"], [type="text"], :not([type]))')
    .first()
    .elementHandle({ timeout: 1000 })
    .catch(() => null);
  if (!field) return null;
  await field.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const typed = nextValue(await field.inputValue());
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await field.evaluate((input) => input.setAttribute('data-perf-field', ''));
  await page.evaluate(TAP_WATCHER);
  await field.tap();
  await field.fill(typed);
  return page
    .evaluate(() =>
      Promise.race([
        (window as unknown as { __ready: Promise<number> }).__ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]),
    )
    .catch(() => null);
}

/** ms from the tap to the result on a fresh phone context, or null when the page has no calculator field or it never became ready. */
export async function tapToResult(browser: Browser, url: string): Promise<number | null> {
  const { context, page } = await phonePage(browser, { serviceWorkers: 'block', locale: 'en-US' });
  try {
    page.setDefaultTimeout(60_000);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // As a reader taps: after the code fetched ahead of a tap has arrived and the fonts are in.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(1000);
    return await tapOnce(page);
  } finally {
    await context.close();
  }
}
