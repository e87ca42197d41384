import { createRequire } from 'node:module';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function seriousViolations(
  context: CheckContext,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<AxeViolation[]> {
  // axe is injected as an inline script, which the page's CSP rightly blocks.
  const { page, close } = await context.newPage({ viewport, bypassCSP: true });
  try {
    await page.goto(`${context.baseUrl}${path}`);
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (root: Document) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(document);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
      expect(
        violations.length === 0,
        violations
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          )
          .join('\n'),
      );
    },
  })),
};

export default scenario;
