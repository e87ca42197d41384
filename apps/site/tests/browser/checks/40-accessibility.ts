import { expect, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { sharedPage } from '../support/shared-page.ts';

/**
 * A desktop width (sidebar and table of contents shown) on two kinds of page: the glossary and the
 * status page. Every kind of page in every locale is audited on a phone with the full WCAG 2.2 AA
 * rules and best practices in 41-audits (SUITE_PAGES), which is also where the phone case that
 * stood here (/th/rules/D20Tests/) is checked. A rule page with calculators at this width (1280 ×
 * 900), with the same serious-or-critical audit, is 45-colour-schemes' (every calculator page,
 * /th/rules/D20Tests/ among them, hydrated with its disclosures open, light and dark), where
 * /en/rules/D20Tests/ stood here.
 */
const PAGES = ['/th/glossary/', '/zh/status/'];

const DESKTOP = { width: 1280, height: 900 };

// axe is injected as a script tag, which the page's CSP rightly blocks.
test.describe('Accessibility: axe-core finds no serious or critical violations', () => {
  // The desktop pages in order in one worker and one tab (support/shared-page.ts): each test loads
  // its own page (axe injected afresh into it); nothing here writes storage.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    const shared = sharedPage({ viewport: DESKTOP, bypassCSP: true });
    for (const path of PAGES) {
      test(`axe ${path} (${DESKTOP.width}px wide)`, async () => {
        const page = shared();
        await page.goto(path);
        const violations = await seriousAxeViolations(page);
        expect(violations.length, describeViolations(violations)).toBe(0);
      });
    }
  });
});
