import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, type Scenario } from '../harness.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The calculators of this helper's kinds and a Thai page each sits on. */
const CALCULATOR_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['damage-application', '/th/rules/DamageandHealing/'],
  ['death-saves', '/th/rules/DamageandHealing/'],
  ['point-buy', '/th/rules/CreateYourCharacter/'],
  ['ability-modifier', '/th/rules/TheSixAbilities/'],
  ['proficiency-bonus', '/th/rules/D20Tests/'],
  ['level-from-xp', '/th/rules/LevelAdvancement/'],
  ['travel-pace', '/th/rules/Exploration/'],
];

/** Scrolls a calculator into view, reaches for it (islands hydrate `client:interact`) and waits for hydration. */
async function hydrated(page: Page, kind: string) {
  const slot = page.locator(`[data-calculator="${kind}"]`);
  await slot.scrollIntoViewIfNeeded();
  // Calculators hydrate on first interaction (client:interact): reach for it like a reader.
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}

async function text(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

const scenario: Scenario = {
  name: 'Rule calculators: damage receipt, death saves, point buy, travel pace, URL state',
  checks: [
    {
      name: 'the damage calculator follows the 28 Fire example by keyboard and keeps it in the URL',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/DamageandHealing/`);
          const slot = await hydrated(page, 'damage-application');
          await slot.locator('#damage-application-hp').fill('40');
          await slot.locator('#damage-application-max-hp').fill('40');
          await slot.locator('#damage-application-parts-1-amount').fill('28');
          await slot.locator('#damage-application-parts-1-type').selectOption('fire');
          await slot.locator('#damage-application-adjust').fill('−5');
          // Open the Resistance group with the keyboard and tick "all damage" with Space.
          await slot.locator('#damage-application-resist summary').focus();
          await page.keyboard.press('Enter');
          await slot.locator('#damage-application-resist input[value="all"]').focus();
          await page.keyboard.press('Space');
          await slot.locator('#damage-application-vulnerable summary').click();
          await slot.locator('#damage-application-vulnerable input[value="fire"]').check();
          expect((await text(page, '[data-testid="damage-taken"]')) === '22', 'damage taken 22');
          const steps = await text(page, '[data-testid="damage-steps"]');
          expect(steps.includes('23 → 11') && steps.includes('11 → 22'), `receipt "${steps}"`);
          const url = new URL(page.url());
          expect(url.searchParams.get('damage-application.resist') === 'all', `URL ${url.search}`);
          await page.reload();
          const again = await hydrated(page, 'damage-application');
          await again.locator('[data-testid="damage-taken"]').waitFor();
          expect((await text(page, '[data-testid="damage-taken"]')) === '22', 'state restored from the URL');
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a tampered calculator URL falls back to defaults with a notice (death saves, Thai)',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(
            `${context.baseUrl}/th/rules/DamageandHealing/?death-saves.successes=9&death-saves.failures=2`,
          );
          const slot = await hydrated(page, 'death-saves');
          await slot.locator('.calc-notice').waitFor();
          expect(
            (await slot.locator('#death-saves-successes').inputValue()) === '0',
            'bad value replaced by 0',
          );
          expect((await slot.locator('#death-saves-failures').inputValue()) === '2', 'valid value kept');
          await slot.locator('#death-saves-successes').fill('2');
          const stable = await text(page, '[data-testid="death-saves-stable"]');
          expect(stable.includes('1/2'), `P(stable) at 2-2 is exactly 1/2: "${stable}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'point buy fills the Standard Array and reports an over-budget set in Chinese',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/zh/rules/CreateYourCharacter/`);
          const slot = await hydrated(page, 'point-buy');
          await slot.locator('button.calc-button').first().click();
          expect((await slot.locator('#point-buy-strength').inputValue()) === '15', 'Strength 15');
          expect((await text(page, '[data-testid="point-buy-remaining"]')) === '0', 'all 27 points spent');
          await slot.locator('#point-buy-charisma').fill('15');
          const alert = await slot.locator('div[role="alert"].calc-error > ul').textContent();
          expect(/[\u4e00-\u9fff]/.test(alert ?? '') && (alert ?? '').includes('36'), `issue "${alert}"`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'travel pace gives 90 miles for 3 days at a Fast pace with its Disadvantage note',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/Exploration/`);
          const slot = await hydrated(page, 'travel-pace');
          await slot.locator('#travel-pace-pace').selectOption('fast');
          await slot.locator('#travel-pace-unit').selectOption('days');
          await slot.locator('#travel-pace-amount').fill('3');
          expect((await text(page, '[data-testid="travel-distance"]')) === '90 miles', 'distance');
          expect((await slot.locator('.calc-steps').textContent())?.includes('Disadvantage'), 'pace effect');
          await slot.locator('#travel-pace-amount').fill('400');
          expect(
            (await slot.locator('#travel-pace-amount').getAttribute('aria-invalid')) === 'true',
            'over 365 days',
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'each hydrated calculator (Thai, every disclosure open) has no serious axe violations',
      run: async (context) => {
        // The test injects axe as an inline script, which the page's CSP rightly blocks.
        const { page, close } = await context.newPage({ bypassCSP: true });
        try {
          const problems: string[] = [];
          for (const [kind, path] of CALCULATOR_PAGES) {
            await page.goto(`${context.baseUrl}${path}`);
            const slot = await hydrated(page, kind);
            await slot.locator('details').evaluateAll((all) => {
              for (const details of all) (details as HTMLDetailsElement).open = true;
            });
            await page.addScriptTag({ path: axePath });
            const found = await page.evaluate(async (selector) => {
              const axe = (
                window as unknown as {
                  axe: {
                    run: (context: { include: string[][] }) => Promise<{
                      passes: unknown[];
                      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
                    }>;
                  };
                }
              ).axe;
              const result = await axe.run({ include: [[selector]] });
              const serious = result.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
              return result.passes.length > 0
                ? serious
                : ['axe checked nothing (selector matched no calculator)'];
            }, `[data-calculator="${kind}"]`);
            problems.push(...found.map((problem) => `${kind}: ${problem}`));
          }
          expect(problems.length === 0, problems.join('\n'));
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
