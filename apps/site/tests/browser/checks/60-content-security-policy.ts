import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { openSearch } from '../support/search.ts';

/** Records every CSP violation of the page (installed before any page script runs). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Opens a page with its CSP violations watched, checks it has one CSP meta and does what a reader does there. */
async function visit(
  page: Page,
  path: string,
  use?: (page: Page) => Promise<void>,
): Promise<() => Promise<string[]>> {
  const violations = await watchViolations(page);
  await page.goto(path);
  await expect(
    page.locator('meta[http-equiv="content-security-policy"]'),
    `${path}: one CSP meta`,
  ).toHaveCount(1);
  if (use) await use(page);
  return violations;
}

async function useCalculator(page: Page, kind: string, value: string) {
  const slot = page.locator(`[data-calculator="${kind}"]`).first();
  await scrollIntoView(slot);
  const field = slot.locator('input').first();
  await field.focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
  await field.fill(value);
}

async function openDicePopover(page: Page) {
  await page.locator('button.dice-inline:visible').first().click();
  await expect(page.locator('.dice-popover[role="dialog"]')).toBeVisible({ timeout: 5000 });
  await page.locator('.dice-popover button.dice-roll').click();
}

/**
 * The pages whose policy is tried in use (a calculator, the dice popover, search) and the review
 * pages, whose scripts sign. The pages a reader only reads are checked in the built HTML, where
 * every inline script's hash, the meta's place and what the page loads are read without a page
 * (tests/built/content-security-policy.built.ts).
 */
const PAGES: ReadonlyArray<readonly [string, ((page: Page) => Promise<void>) | undefined]> = [
  [
    '/en/rules/DamageandHealing/',
    async (page) => {
      await useCalculator(page, 'dice', '8d6');
      await openDicePopover(page);
    },
  ],
  ['/th/rules/D20Tests/', (page) => useCalculator(page, 'd20-test', '7')],
  [
    '/zh/rules/DamageandHealing/',
    async (page) => {
      await useCalculator(page, 'save-half', '10d6+5');
      await openDicePopover(page);
    },
  ],
  ['/th/review/', undefined],
  ['/zh/review/?section=Dice', undefined],
  [
    '/en/rules/RhythmofPlay/',
    async (page) => {
      const input = await openSearch(page);
      await input.fill('advantage');
      await expect(page.locator('#starlight__search .pagefind-ui__result-link').first()).toBeAttached({
        timeout: 8000,
      });
    },
  ],
];

test.describe('Content-Security-Policy: pages in use run with no violation; remote content is blocked', () => {
  for (const [path, use] of PAGES) {
    test(`no CSP violation on ${path}${use ? ' (in use)' : ''}`, async ({ page }) => {
      const violations = await visit(page, path, use);
      // The check is that nothing is reported: a violation event is dispatched asynchronously, so
      // late ones (a lazy script, a font) get this long to arrive after the page was used.
      await page.waitForTimeout(200);
      const seen = await violations();
      expect(seen, `${path}: ${seen.join('; ')}`).toEqual([]);
    });
  }

  test.describe(() => {
    // Chromium logs each blocked attempt as a console error and reports it as a request: both are
    // this check's own (any other host still fails it).
    test.use({
      // Issue 71 item 3: the blocked inline script on the review page, logged the same way.
      expectedConsoleErrors: [/example\.invalid|Executing inline script violates/],
      expectedExternalRequests: [/^https:\/\/[\w.-]+\.example\.invalid\//],
    });

    // Issue 71 item 3: where a reviewer's key signs, an inline script the build did not put there
    // does not run (the meta lists hashes only; the deploy header has no 'unsafe-inline' there either,
    // checked against nginx and Caddy by tests/deploy/check-deploy.ts).
    test('an injected inline script does not run on the review page', async ({ page }) => {
      const violations = await visit(page, '/th/review/', async (page) => {
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__injectedRan = true';
          document.body.append(script);
        });
      });
      await expect
        .poll(violations, { message: 'inline script blocked' })
        .toContainEqual(expect.stringMatching(/^script-src\b.*inline/));
      expect(
        await page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan),
      ).toBe(undefined);
    });

    test('an injected remote image and script are blocked by the policy', async ({ page }) => {
      const violations = await visit(page, '/en/rules/D20Tests/', async (page) => {
        await page.evaluate(() => {
          const image = document.createElement('img');
          image.src = 'https://images.example.invalid/tracker.png';
          document.body.append(image);
          const script = document.createElement('script');
          script.src = 'https://cdn.example.invalid/x.js';
          document.body.append(script);
        });
      });
      // Each violation reads "<directive> <blocked URL>"; the list is in the failure message.
      await expect
        .poll(violations, { message: 'image blocked' })
        .toContainEqual(expect.stringMatching(/^img-src\b.*example\.invalid/));
      await expect
        .poll(violations, { message: 'script blocked' })
        .toContainEqual(expect.stringMatching(/^script-src\b.*example\.invalid/));
    });
  });
});
