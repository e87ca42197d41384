import { expect, type Page } from '@playwright/test';
import type { NewPage, TrackedPage } from '../fixtures.ts';
import { scrollIntoView } from './scroll-into-view.ts';

export type Scheme = 'light' | 'dark';

/**
 * The schemes a tracker flow runs in (64, 65-tracker-attack-close-combat, 65-tracker-check-tab,
 * 62's players' screen): light, and dark as well only when screenshots are taken (TRACKER_SHOTS),
 * since there the scheme only names the screenshots and the dark run asserts nothing the light
 * run does not. What dark itself must show is checked where it is asserted: 45-colour-schemes
 * (contrast, every calculator state) and 41-audits (axe's colour-contrast in dark).
 */
export const FLOW_SCHEMES: readonly Scheme[] = process.env.TRACKER_SHOTS ? ['light', 'dark'] : ['light'];

/**
 * Opens a page in a colour scheme. Starlight picks its theme from localStorage `starlight-theme`,
 * else from prefers-color-scheme, and sets `data-theme` on <html>: this sets both and makes sure
 * the page took the scheme. CSP is bypassed so axe-core can be injected. `prepare` runs before the
 * load (e.g. an init script that stores a tracker), so that no second load is needed for it.
 */
export async function openInScheme(
  newPage: NewPage,
  path: string,
  scheme: Scheme,
  viewport = { width: 1280, height: 900 },
  /** Runs on the new page before it loads (an init script that puts a state on the device). */
  prepare?: (page: Page) => Promise<void>,
): Promise<TrackedPage> {
  const tracked = await newPage({ viewport, colorScheme: scheme, bypassCSP: true });
  await tracked.page.addInitScript((theme) => {
    window.localStorage.setItem('starlight-theme', theme);
  }, scheme);
  await prepare?.(tracked.page);
  await tracked.page.goto(path);
  await expect(tracked.page.locator('html'), `${path}: data-theme`).toHaveAttribute('data-theme', scheme);
  return tracked;
}

/**
 * Switches a loaded page to the other scheme in place, as Starlight's theme picker does
 * (localStorage and `data-theme`), with prefers-color-scheme to match: one load and one hydration
 * serve both schemes.
 */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((theme) => {
    window.localStorage.setItem('starlight-theme', theme);
    document.documentElement.dataset.theme = theme;
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/** What makes each calculator show an error: its first text field gets this. */
const INVALID = '9x';

/** Reaches for every calculator on the page and waits until all are hydrated. */
export async function hydrateAll(page: Page): Promise<void> {
  const slots = page.locator('[data-calculator]');
  for (let i = 0; i < (await slots.count()); i += 1) {
    const slot = slots.nth(i);
    await scrollIntoView(slot);
    await slot.locator('input, select').first().focus();
    await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  }
}

/** Types an invalid value into the first text field of every calculator. */
export async function showErrors(page: Page): Promise<void> {
  const slots = page.locator('[data-calculator]');
  for (let i = 0; i < (await slots.count()); i += 1) {
    await slots.nth(i).locator('input[type="text"]').first().fill(INVALID);
  }
  await page.locator('.calc .calc-error').first().waitFor();
}
