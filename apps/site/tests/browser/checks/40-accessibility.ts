import { expect, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { PHONE } from '../support/phone.ts';

const PAGES = [
  '/en/rules/D20Tests/',
  '/th/rules/Exploration/',
  '/zh/rules/D20Tests/',
  '/th/glossary/',
  '/zh/status/',
  '/en/',
  '/?choose',
];

const CASES = [
  ...PAGES.map((path) => ({ path, viewport: { width: 1280, height: 900 } })),
  { path: '/th/rules/D20Tests/', viewport: PHONE.viewport },
];

test.describe('Accessibility: axe-core finds no serious or critical violations', () => {
  for (const { path, viewport } of CASES) {
    test(`axe ${path} (${viewport.width}px wide)`, async ({ newPage }) => {
      // axe is injected as a script tag, which the page's CSP rightly blocks.
      const { page } = await newPage({ viewport, bypassCSP: true });
      await page.goto(path);
      const violations = await seriousAxeViolations(page);
      expect(violations.length, describeViolations(violations)).toBe(0);
    });
  }
});
