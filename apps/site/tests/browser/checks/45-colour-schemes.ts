/**
 * Calculators, charts, notices and term tooltips are readable in both colour schemes: axe finds no
 * serious or critical violation on any calculator page, light and dark, with every calculator
 * hydrated (its disclosures open) and then with an error showing in every calculator. Starlight picks its theme from
 * localStorage `starlight-theme`, else from prefers-color-scheme, and sets `data-theme` on <html>:
 * the check sets both and makes sure the page took the scheme (support/colour-schemes.ts). Each page
 * is loaded and hydrated once and checked in dark, then switched in place to light (the theme
 * picker's way) and checked again; the errors likewise in light, then dark: the same four axe
 * runs per page as with a load per scheme, at half the page loads.
 */
import { expect, test } from '../fixtures.ts';
import { countNodes, describeViolations, seriousAxeViolations } from '../support/axe.ts';
import {
  hydrateAll,
  openInScheme,
  type Scheme,
  showErrors,
  switchScheme,
} from '../support/colour-schemes.ts';

/** Every calculator kind, on the page it sits on (a page per locale among them). */
const CALCULATOR_PAGES: readonly string[] = [
  '/zh/rules/DamageandHealing/',
  '/th/rules/D20Tests/',
  '/en/rules/CreateYourCharacter/',
  '/en/rules/TheSixAbilities/',
  '/th/rules/Exploration/',
  '/zh/rules/LevelAdvancement/',
];

test.describe('Colour schemes: calculators, errors, notices and tooltips pass axe in light and dark', () => {
  for (const path of CALCULATOR_PAGES) {
    test(`axe ${path} in dark and light: hydrated, then with every calculator showing an error`, async ({
      newPage,
    }) => {
      const { page } = await openInScheme(newPage, path, 'dark');
      await hydrateAll(page);
      // Every disclosure of every calculator open: what it hides is audited too.
      await page.locator('[data-calculator] details').evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const found: string[] = [];
      let count = 0;
      // The second run of each state is on the same load switched in place: only the rules a
      // scheme can change (support/axe.ts SCHEME_SWITCH_RUN_OPTIONS).
      const run = async (scheme: Scheme, state: string, selector?: string, switched = false) => {
        await switchScheme(page, scheme);
        const violations = await seriousAxeViolations(
          page,
          selector,
          switched ? 'scheme-switched' : 'every-rule',
        );
        count += violations.length;
        if (violations.length > 0) {
          found.push(
            `${scheme}, ${state}: ${countNodes(violations)} failing elements`,
            describeViolations(violations),
          );
        }
      };
      await run('dark', 'hydrated');
      await run('light', 'hydrated', undefined, true);
      await showErrors(page);
      // Only the calculators changed: the runs with errors look at them alone.
      await run('light', 'with errors', '[data-calculator]');
      await run('dark', 'with errors', '[data-calculator]', true);
      expect(count, found.join('\n')).toBe(0);
    });
  }
});
