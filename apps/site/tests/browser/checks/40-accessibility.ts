import { type CheckContext, expect, type Scenario } from '../harness.ts';
import { type AxeViolation, describeViolations, seriousAxeViolations } from '../run-axe.ts';

async function seriousViolations(
  context: CheckContext,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<AxeViolation[]> {
  // axe is injected as a script tag, which the page's CSP rightly blocks.
  const { page, close } = await context.newPage({ viewport, bypassCSP: true });
  try {
    await page.goto(`${context.baseUrl}${path}`);
    return await seriousAxeViolations(page);
  } finally {
    await close();
  }
}

const PAGES = [
  '/en/rules/D20Tests/',
  '/th/rules/Exploration/',
  '/zh/rules/D20Tests/',
  '/th/glossary/',
  '/zh/status/',
  '/en/',
  '/?choose',
];

const scenario: Scenario = {
  name: 'Accessibility: axe-core finds no serious or critical violations',
  checks: [
    ...PAGES.map((path) => ({ path, viewport: { width: 1280, height: 900 } })),
    { path: '/th/rules/D20Tests/', viewport: { width: 390, height: 844 } },
  ].map(({ path, viewport }) => ({
    name: `axe ${path} (${viewport.width}px wide)`,
    run: async (context: CheckContext) => {
      const violations = await seriousViolations(context, path, viewport);
      expect(violations.length === 0, describeViolations(violations));
    },
  })),
};

export default scenario;
