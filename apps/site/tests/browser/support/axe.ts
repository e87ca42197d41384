/** axe-core in a page (injected as a file: the site's CSP blocks inline scripts, so pages that run it bypass CSP). */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical violations axe finds in the page as it is now; with `within`, only in
 * the elements that selector matches (a second run after a change inside them: the rest of the
 * page was checked by the first run and has not changed; a run costs about 1 CPU-second on a
 * calculator page).
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** "impact id: first targets" per violation, one a line. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
    .join('\n');
}

/** How many elements fail, over all serious and critical violations. */
export function countNodes(violations: readonly AxeViolation[]): number {
  return violations.reduce((sum, v) => sum + v.nodes.length, 0);
}
