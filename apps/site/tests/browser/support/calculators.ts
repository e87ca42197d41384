import type { Locator, Page } from '@playwright/test';
import { scrollIntoView } from './scroll-into-view.ts';

/**
 * A calculator on a rules page, hydrated: scrolled into view and its first field focused (what
 * wakes a lazily hydrated island), then its island rendered on the client. Its slot.
 */
export async function hydrateCalculator(page: Page, instance: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator-instance="${instance}"]`);
  await scrollIntoView(slot);
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}
