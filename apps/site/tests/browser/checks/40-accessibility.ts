import { expect, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { PHONE } from '../support/phone.ts';
import { sharedPage } from '../support/shared-page.ts';

const PAGES = [
  '/en/rules/D20Tests/',
  '/th/rules/Exploration/',
  '/zh/rules/D20Tests/',
  '/th/glossary/',
  '/zh/status/',
  '/en/',
  '/?choose',
];

const DESKTOP = { width: 1280, height: 900 };

const PHONE_CASE = { path: '/th/rules/D20Tests/', viewport: PHONE.viewport };

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

  test(`axe ${PHONE_CASE.path} (${PHONE_CASE.viewport.width}px wide)`, async ({ newPage }) => {
    const { page } = await newPage({ viewport: PHONE_CASE.viewport, bypassCSP: true });
    await page.goto(PHONE_CASE.path);
    const violations = await seriousAxeViolations(page);
    expect(violations.length, describeViolations(violations)).toBe(0);
  });
});
