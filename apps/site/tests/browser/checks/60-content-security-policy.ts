import type { Page } from 'playwright-core';
import { type CheckContext, expect, openSearch, type Scenario } from '../harness.ts';

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

/** Opens a page, does what a reader does there, and returns the CSP violations seen. */
async function visit(context: CheckContext, path: string, use?: (page: Page) => Promise<void>) {
  const { page, close } = await context.newPage();
  try {
    const violations = await watchViolations(page);
    await page.goto(`${context.baseUrl}${path}`);
    const meta = await page.locator('meta[http-equiv="content-security-policy"]').count();
    expect(meta === 1, `${path}: one CSP meta (found ${meta})`);
    if (use) await use(page);
    await page.waitForTimeout(200);
    return await violations();
  } finally {
    await close();
  }
}

async function useCalculator(page: Page, kind: string, value: string) {
  const slot = page.locator(`[data-calculator="${kind}"]`).first();
  await slot.scrollIntoViewIfNeeded();
  const field = slot.locator('input').first();
  await field.focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
  await field.fill(value);
}

async function openDicePopover(page: Page) {
  await page.locator('button.dice-inline:visible').first().click();
  await page.locator('.dice-popover[role="dialog"]').waitFor({ state: 'visible', timeout: 5000 });
  await page.locator('.dice-popover button.dice-roll').click();
}

const PAGES: ReadonlyArray<readonly [string, ((page: Page) => Promise<void>) | undefined]> = [
  ['/', undefined],
  ['/en/', undefined],
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
  ['/th/rules/CreateYourCharacter/', undefined],
  ['/en/glossary/', undefined],
  ['/zh/glossary/Advantage/', undefined],
  ['/th/status/', undefined],
  ['/en/attribution/', undefined],
  ['/th/404/', undefined],
  [
    '/en/rules/RhythmofPlay/',
    async (page) => {
      const input = await openSearch(page);
      await input.fill('advantage');
      await page
        .locator('#starlight__search .pagefind-ui__result-link')
        .first()
        .waitFor({ state: 'attached', timeout: 8000 });
    },
  ],
];

const scenario: Scenario = {
  name: 'Content-Security-Policy: every page type runs with no violation; remote content is blocked',
  checks: [
    ...PAGES.map(([path, use]) => ({
      name: `no CSP violation on ${path}${use ? ' (in use)' : ''}`,
      run: async (context: CheckContext) => {
        const violations = await visit(context, path, use);
        expect(violations.length === 0, `${path}: ${violations.join('; ')}`);
      },
    })),
    {
      name: 'an injected remote image and script are blocked by the policy',
      run: async (context) => {
        const injected = (url: string) => url.includes('.example.invalid/');
        const violations = await visit(context, '/en/rules/D20Tests/', async (page) => {
          await page.evaluate(() => {
            const image = document.createElement('img');
            image.src = 'https://images.example.invalid/tracker.png';
            document.body.append(image);
            const script = document.createElement('script');
            script.src = 'https://cdn.example.invalid/x.js';
            document.body.append(script);
          });
          await page.waitForTimeout(300);
        });
        expect(
          violations.some((v) => v.startsWith('img-src') && v.includes('example.invalid')),
          `image blocked: ${violations.join('; ')}`,
        );
        expect(
          violations.some((v) => v.startsWith('script-src') && v.includes('example.invalid')),
          `script blocked: ${violations.join('; ')}`,
        );
        // Chromium reports the blocked attempts as requests: they are this check's own, and blocked.
        for (let i = context.allExternalRequests.length - 1; i >= 0; i--) {
          if (injected(context.allExternalRequests[i]!)) context.allExternalRequests.splice(i, 1);
        }
        for (let i = context.allConsoleErrors.length - 1; i >= 0; i--) {
          if (context.allConsoleErrors[i]!.includes('example.invalid')) context.allConsoleErrors.splice(i, 1);
        }
      },
    },
  ],
};

export default scenario;
