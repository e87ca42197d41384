/**
 * Calculators, charts, notices and term tooltips are readable in both colour schemes: axe finds no
 * serious or critical violation on any calculator page, light and dark, with every calculator
 * hydrated and then with an error showing in every calculator. Starlight picks its theme from
 * localStorage `starlight-theme`, else from prefers-color-scheme, and sets `data-theme` on <html>:
 * the check sets both and makes sure the page took the scheme.
 */
import type { Page } from 'playwright-core';
import { type CheckContext, expect, type Scenario } from '../harness.ts';
import { countNodes, describeViolations, seriousAxeViolations } from '../run-axe.ts';

export type Scheme = 'light' | 'dark';

/** Every calculator kind, on the page it sits on (a page per locale among them). */
export const CALCULATOR_PAGES: readonly string[] = [
  '/zh/rules/DamageandHealing/',
  '/th/rules/D20Tests/',
  '/en/rules/CreateYourCharacter/',
  '/en/rules/TheSixAbilities/',
  '/th/rules/Exploration/',
  '/zh/rules/LevelAdvancement/',
];

/** What makes each calculator show an error: its first text field gets this. */
const INVALID = '9x';

export async function openInScheme(
  context: CheckContext,
  path: string,
  scheme: Scheme,
  viewport = { width: 1280, height: 900 },
) {
  const tracked = await context.newPage({ viewport, colorScheme: scheme, bypassCSP: true });
  await tracked.page.addInitScript((theme) => {
    window.localStorage.setItem('starlight-theme', theme);
  }, scheme);
  await tracked.page.goto(`${context.baseUrl}${path}`);
  const theme = await tracked.page.evaluate(() => document.documentElement.dataset.theme);
  expect(theme === scheme, `${path}: data-theme is "${theme}", wanted "${scheme}"`);
  return tracked;
}

/** Reaches for every calculator on the page and waits until all are hydrated. */
export async function hydrateAll(page: Page): Promise<void> {
  const slots = page.locator('[data-calculator]');
  for (let i = 0; i < (await slots.count()); i += 1) {
    const slot = slots.nth(i);
    await slot.scrollIntoViewIfNeeded();
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

const scenario: Scenario = {
  name: 'Colour schemes: calculators, errors, notices and tooltips pass axe in light and dark',
  checks: CALCULATOR_PAGES.flatMap((path) =>
    (['dark', 'light'] as const).map((scheme) => ({
      name: `axe ${path} in ${scheme}: hydrated, then with every calculator showing an error`,
      run: async (context: CheckContext) => {
        const { page, close } = await openInScheme(context, path, scheme);
        try {
          await hydrateAll(page);
          const hydrated = await seriousAxeViolations(page);
          await showErrors(page);
          const withErrors = await seriousAxeViolations(page);
          expect(
            hydrated.length === 0 && withErrors.length === 0,
            [
              `hydrated: ${countNodes(hydrated)} failing elements`,
              describeViolations(hydrated),
              `with errors: ${countNodes(withErrors)} failing elements`,
              describeViolations(withErrors),
            ].join('\n'),
          );
        } finally {
          await close();
        }
      },
    })),
  ),
};

export default scenario;
