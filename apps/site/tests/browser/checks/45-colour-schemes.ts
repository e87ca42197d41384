/**
 * Calculators, charts, notices and term tooltips are readable in both colour schemes: axe finds no
 * serious or critical violation on any calculator page, light and dark, with every calculator
 * hydrated and then with an error showing in every calculator. Starlight picks its theme from
 * localStorage `starlight-theme`, else from prefers-color-scheme, and sets `data-theme` on <html>:
 * the check sets both and makes sure the page took the scheme (support/colour-schemes.ts).
 */
import { expect, test } from '../fixtures.ts';
import { countNodes, describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { hydrateAll, openInScheme, showErrors } from '../support/colour-schemes.ts';

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
    for (const scheme of ['dark', 'light'] as const) {
      test(`axe ${path} in ${scheme}: hydrated, then with every calculator showing an error`, async ({
        newPage,
      }) => {
        const { page } = await openInScheme(newPage, path, scheme);
        await hydrateAll(page);
        const hydrated = await seriousAxeViolations(page);
        await showErrors(page);
        // Only the calculators changed: the second run looks at them alone.
        const withErrors = await seriousAxeViolations(page, '[data-calculator]');
        expect(
          hydrated.length + withErrors.length,
          [
            `hydrated: ${countNodes(hydrated)} failing elements`,
            describeViolations(hydrated),
            `with errors: ${countNodes(withErrors)} failing elements`,
            describeViolations(withErrors),
          ].join('\n'),
        ).toBe(0);
      });
    }
  }
});
