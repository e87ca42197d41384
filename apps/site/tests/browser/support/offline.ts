import { expect, type Page } from '@playwright/test';
import { scrollIntoView } from './scroll-into-view.ts';

/** Waits until the service worker controls the page (it claims its clients once installed). */
export async function waitForWorker(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout });
}

/** Types a bonus into the D20 test calculator and expects its chance to change. */
export async function expectCalculatorComputes(page: Page, message: string): Promise<void> {
  const slot = page.locator('[data-calculator="d20-test"]');
  await scrollIntoView(slot);
  const chance = slot.locator('.calc-figure dd').first();
  const before = (await chance.textContent())?.trim() ?? '';
  const bonus = slot.locator('#d20-test-bonus');
  await bonus.focus();
  await expect(slot.locator('astro-island:not([ssr])'), `${message}: hydrated`).toBeAttached();
  await bonus.fill('9');
  await expect(chance, `${message}: the chance changed (was ${before})`).not.toHaveText(before);
}
